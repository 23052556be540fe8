// Test support: renders a plugin's view as the modal would (the kit's store through its react-redux
// context, the modal's text through TextContext, inside a themed kit root) without the modal shell,
// which plugins may not import. Plus an axe check. Not shipped.
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { KitReduxContext } from '../../store/react/KitReduxContext';
import { TextContext, type Translate } from '../../ui/primitives/TextContext';
import type { PluginTestKit } from './pluginTestKit';

// The few core strings the email and socials views use, in English as the modal's table has them
// (src/ui/i18n/viewStrings.en.ts); the plugins' own strings come from the kit, as in the modal.
const CORE_TEXT: Readonly<Record<string, string>> = {
  'common.retry': 'Try again',
  'common.copyFailed': 'Could not copy to the clipboard',
  'connect.continueWith': 'Continue with {name}',
  'social.google': 'Google',
  'social.x': 'X',
  'social.discord': 'Discord',
  'social.farcaster': 'Farcaster',
  'social.github': 'GitHub',
  'social.apple': 'Apple',
  'social.facebook': 'Facebook',
};

/** The translate function of the tests: plugin strings of the kit, then the core ones, then the key. */
function testText(kit: PluginTestKit): Translate {
  const table = { ...CORE_TEXT, ...kit.plugins.strings('en') };
  const translate = (key: string, vars?: Record<string, string | number>) =>
    (table[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      vars && name in vars ? String(vars[name]) : match,
    );
  return Object.assign(translate, { has: (key: string) => key in table });
}

/** Renders `ui` inside the kit's store context and text, in a kit root of the given theme. */
export function renderPluginView(ui: ReactElement, kit: PluginTestKit, theme: 'dark' | 'light' = 'dark') {
  return render(
    <Provider store={kit.store} context={KitReduxContext}>
      <TextContext.Provider value={testText(kit)}>
        <div data-portico-root="" data-theme={theme}>
          {ui}
        </div>
      </TextContext.Provider>
    </Provider>,
  );
}

/**
 * The axe violations in `container` (ids and failing nodes), for `toEqual([])`. Colour contrast needs
 * layout, which jsdom lacks; the browser tests check it in Chromium.
 */
export async function axeViolations(container: Element): Promise<Array<{ id: string; nodes: string[] }>> {
  // jsdom has no canvas; axe's icon-font check then only logs "not implemented", so it gets a null context.
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  let settled = false;
  const run = axe
    .run(container, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } })
    .finally(() => {
      settled = true;
      HTMLCanvasElement.prototype.getContext = getContext;
    });
  // axe schedules its work with timers: under Jest's fake timers they have to be moved along.
  if ('clock' in setTimeout) while (!settled) await jest.advanceTimersByTimeAsync(10);
  const results = await run;
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }));
}
