import type { Page } from 'playwright-core';
import { browserTest } from './harness/browserTest';
import {
  axeProblems,
  failOnProblems,
  layoutProblems,
  openForLocaleWalk,
  rightToLeftProblems,
} from './harness/localeWalkChecks';
import { saveScreenshot } from './harness/saveScreenshot';
import { inSettingsContext } from './harness/settingsContext';
import { WALK_SIZES, walkEveryView } from './harness/viewWalk';
import { waitForDialogToSettle } from './harness/waitForDialogToSettle';

// Issue 28's browser acceptance beyond the laptop screen of locales.e2e.ts: every view of the walk in
// Arabic (right-to-left) and in the pseudo-locale en-XA (35 % longer) on a 390x844 phone, at 200 %
// zoom and in forced colors (Windows high contrast), with the layout checks (no overflow, nothing
// clipped), the right-to-left checks in Arabic (addresses left-to-right), and axe at 200 % zoom and in
// forced colors. Pictures of every view are the record, not baselines (the phone layout is still
// changing: touch targets under a coarse pointer): e2e/artifacts/locales/<locale>-<setting>-<view>.png.
// One test per walk (each ~6-12 s), in a file of its own so Jest gives it the other worker.

/** The locales walked: one right-to-left, one long. */
const LOCALES = ['ar', 'en-XA'] as const;

/**
 * The checks of one view in `locale`: right-to-left (with the layout checks) in Arabic, the layout
 * checks otherwise. Counts the left-to-right addresses it saw in `seen`.
 */
async function localeProblems(
  page: Page,
  locale: (typeof LOCALES)[number],
  label: string,
  seen: { addresses: number },
): Promise<string[]> {
  if (locale !== 'ar') return layoutProblems(page, label);
  const { problems, address } = await rightToLeftProblems(page, label);
  if (address) seen.addresses += 1;
  return problems;
}

const PHONE = WALK_SIZES[0];

for (const locale of LOCALES) {
  browserTest(
    `behavior: every view in ${locale} on a ${PHONE.viewport.width}x${PHONE.viewport.height} phone passes the layout${locale === 'ar' ? ' and right-to-left' : ''} checks`,
    async (t) => {
      const { page } = t;
      const problems: string[] = [];
      const seen = { addresses: 0 };
      await openForLocaleWalk(t, locale);
      await walkEveryView(page, async (label) => {
        await waitForDialogToSettle(page);
        await saveScreenshot(page, `locales/${locale}-${PHONE.name}-${label}.png`);
        problems.push(...(await localeProblems(page, locale, label, seen)));
      });
      failOnProblems(`${locale} at ${PHONE.name} problems`, problems);
      if (locale === 'ar') expect(seen.addresses).toBeGreaterThan(0);
    },
    { timeoutMs: 150_000, viewport: PHONE.viewport, isMobile: PHONE.isMobile },
  );
}

/** Settings a browser context fixes at creation, as accessibilitySettings.e2e.ts emulates them. */
const SETTINGS = [
  // A 1280 px laptop screen at 200 % zoom: half the CSS pixels, each drawn twice as large.
  { name: 'zoom-200', options: { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 } },
  { name: 'forced-colors', options: { forcedColors: 'active' as const } },
] as const;

for (const setting of SETTINGS) {
  for (const locale of LOCALES) {
    browserTest(
      `behavior: every view in ${locale} at ${setting.name} passes the layout${locale === 'ar' ? ', right-to-left' : ''} and axe checks`,
      async (t) => {
        await inSettingsContext(t, `${locale}-${setting.name}`, setting.options, async (s) => {
          const problems: string[] = [];
          const seen = { addresses: 0 };
          await openForLocaleWalk(s, locale);
          await walkEveryView(s.page, async (label) => {
            await waitForDialogToSettle(s.page);
            await saveScreenshot(s.page, `locales/${locale}-${setting.name}-${label}.png`);
            problems.push(
              ...(await localeProblems(s.page, locale, label, seen)),
              ...(await axeProblems(s.page, label)),
            );
          });
          failOnProblems(`${locale} at ${setting.name} problems`, problems);
          if (locale === 'ar') expect(seen.addresses).toBeGreaterThan(0);
        });
      },
      { timeoutMs: 150_000 },
    );
  }
}
