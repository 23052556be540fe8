// Test support for the e-mail view tests: a kit with the email plugin loaded and a fake embedded
// wallet, rendered through a small router over the e-mail views so navigation is observable.
import type { ComponentType } from 'react';
import type { AppKit } from '../../kit/createAppKit';
import type { ViewData } from '../../store/slices/modalSlice';
import { useKitSelector } from '../../store/react/kitHooks';
import { createTestKit, openView } from '../../ui/views/renderWithKit';
import { emailViews } from '../email/views/emailViews';
import { type FakeEmbeddedWallet, fakeEmbeddedWallet, registerFake } from './fakeEmbeddedWallet';

/** A kit on `view` with the email plugin's state and strings loaded; `service: null` registers none. */
export async function emailKit(
  view: string,
  data?: ViewData,
  service: FakeEmbeddedWallet | null = fakeEmbeddedWallet(),
): Promise<AppKit> {
  const kit = await createTestKit();
  await kit.plugins.load('email');
  if (service) registerFake(kit, service);
  openView(kit, view, data);
  return kit;
}

/** Renders the current e-mail view (remounted per history entry, as the modal does), or its name. */
export function CurrentEmailView() {
  const view = useKitSelector((s) => s.modal.history.at(-1)?.view ?? 'none');
  const depth = useKitSelector((s) => s.modal.history.length);
  const View = emailViews[view] as ComponentType | undefined;
  return View ? <View key={`${depth}:${view}`} /> : <p>{`Now on ${view}`}</p>;
}
