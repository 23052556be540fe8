import type { Page } from 'playwright-core';
import type { BrowserTestContext } from './browserTest';
import { dialogLayoutProblems, widenHostPage } from './layoutChecks';
import { addressGlyphs, rtlProblems } from './rtlChecks';
import { runAxe } from './runAxe';
import { LONG_WALLET_NAME, openDemoIn } from './viewWalk';

// The checks issue 28's locale walks (e2e/locales.e2e.ts, e2e/localeSettings.e2e.ts) run on each view,
// each returning its problems as lines, so a walk reports every view at once instead of stopping at
// the first.

/** Injects the walk's long-named wallet (held, so its Connecting view stays) and opens the demo in `locale`. */
export async function openForLocaleWalk(t: BrowserTestContext, locale: string): Promise<void> {
  const held = await t.injectWallet({ name: LONG_WALLET_NAME, rdns: 'dev.portico.layout' });
  held.hold(['eth_requestAccounts', 'wallet_requestPermissions']);
  await openDemoIn(t, locale);
  // A host page wider than the screen, scrolled sideways: the modal must not follow it (on a phone
  // too, as layout.e2e.ts checks).
  await widenHostPage(t.page);
}

/** axe's violations in the open dialog, one line each. */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  return (await runAxe(page, '[role="dialog"]')).map(
    (v) => `${label}: axe ${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.targets.slice(0, 3).join(', ')}`,
  );
}

/** The layout problems of the open view (layoutChecks.ts), one line each. */
export async function layoutProblems(page: Page, label: string): Promise<string[]> {
  return (await dialogLayoutProblems(page)).map((p) => `${label}: ${p}`);
}

/**
 * The right-to-left and layout problems of the open view in a right-to-left locale; on the Account
 * views also whether the address reads left-to-right (`address`: one was found that does).
 */
export async function rightToLeftProblems(
  page: Page,
  label: string,
): Promise<{ problems: string[]; address: boolean }> {
  const found = [...(await rtlProblems(page)), ...(await dialogLayoutProblems(page))];
  let address = false;
  if (label.startsWith('account')) {
    const glyphs = await addressGlyphs(page);
    if (!glyphs) found.push('no address (0x...) is shown');
    else if (glyphs.zeroX >= glyphs.end)
      found.push(`the address "${glyphs.text}" reads right-to-left (its 0x is right of its end)`);
    else address = true;
  }
  return { problems: found.map((p) => `${label}: ${p}`), address };
}

/** Fails with every problem the walk collected, under `heading`. */
export function failOnProblems(heading: string, problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(`${heading}:\n  ${problems.join('\n  ')}`);
}
