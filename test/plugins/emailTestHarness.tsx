// Test support for the e-mail view tests: a kit with the email plugin loaded and a fake embedded
// wallet, rendered through a small router over the plugin's views so navigation is observable.
import type { ComponentType } from 'react';
import { views } from '../../src/plugins/email/views/emailViews';
import { useKitSelector } from '../../src/store/react/kitHooks';
import { type PluginTestKit, pluginKitFactory, type TestKitOptions } from './pluginTestKit';

/** `emailKitWith(createAppKit)`: a factory of kits on an e-mail view (see `pluginKitFactory`). */
export const emailKitWith = <K extends PluginTestKit>(createAppKit: (options: TestKitOptions) => K) =>
  pluginKitFactory('email', createAppKit);

/** Renders the current e-mail view (remounted per history entry, as the modal does), or its name. */
export function CurrentEmailView() {
  const view = useKitSelector((s) => s.modal.history.at(-1)?.view ?? 'none');
  const depth = useKitSelector((s) => s.modal.history.length);
  const View = (views as Record<string, ComponentType | undefined>)[view];
  return View ? <View key={`${depth}:${view}`} /> : <p>{`Now on ${view}`}</p>;
}
