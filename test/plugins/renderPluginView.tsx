// Test support: renders a plugin's view as the modal would, through the UI's own test renderer (the
// kit and its store in context, the modal's translator, a themed kit root). Not shipped.
import type { ReactElement } from 'react';
import type { AppKit } from '../../src/kit/createAppKit';
import { renderWithKit } from '../ui/renderWithKit';
import type { PluginTestKit } from './pluginTestKit';

export { axeViolations } from '../ui/renderWithKit';

/** Renders `ui` inside the kit's context and the modal's text, in a kit root of the given theme. */
export function renderPluginView(ui: ReactElement, kit: PluginTestKit, theme: 'dark' | 'light' = 'dark') {
  // The harnesses create their kits with createAppKit; PluginTestKit only names what they use.
  return renderWithKit(ui, kit as unknown as AppKit, theme);
}
