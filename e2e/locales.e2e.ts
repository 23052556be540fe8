import type { Page } from 'playwright-core';
import { browserTest } from './harness/browserTest';
import { docScreenshot } from './harness/docScreenshot';
import { modal, openWithKit, setThemeMode } from './harness/kitPage';
import { dialogLayoutProblems, widenHostPage } from './harness/layoutChecks';
import { addressGlyphs, rtlProblems } from './harness/rtlChecks';
import { LONG_WALLET_NAME, openDemoIn, waitForLocale, walkEveryView } from './harness/viewWalk';

// Issue 28 items 2 and 3 in the browser: every view of the layout walk in Arabic (right-to-left,
// addresses left-to-right, screenshots in docs/screenshots/rtl/), the same walk in the pseudo-locales
// through the layout checks, a live switch of the open modal's language, and no locale file fetched
// by an English-only page.

/**
 * The demo build's chunk of a shipped locale (`src/ui/i18n/locales/<tag>.ts` -> assets/<tag>-<hash>.js),
 * of the pseudo-locales' generator, or of the loader that fetches them.
 */
const LOCALE_CHUNK =
  /\/(es|fr|de|pt-BR|it|ja|ko|zh-CN|zh-TW|ru|tr|hi|ar|he|loadLocaleData|pseudoLocalize)-[\w-]{8}\.js$/;

/** Records the URL of every script the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** The open modal's title as shown. */
function title(page: Page) {
  return modal(page).locator('.portico-modal__title');
}

browserTest(
  'behavior: every view in Arabic runs right-to-left with its Back button on the right, addresses left-to-right, no overflow (docs/screenshots/rtl)',
  async (t) => {
    const { page } = t;
    const scripts = recordScripts(page);
    const problems: string[] = [];
    const held = await t.injectWallet({ name: LONG_WALLET_NAME, rdns: 'dev.portico.layout' });
    held.hold(['eth_requestAccounts', 'wallet_requestPermissions']);
    await openDemoIn(t, 'ar');
    await widenHostPage(page);
    let themed = false;
    let addressesSeen = 0;
    await walkEveryView(page, async (label) => {
      if (!themed) await setThemeMode(page, 'dark');
      themed = true;
      await docScreenshot(page, `rtl/${label}.png`, {
        // This run's figures and lists (the dev wallet's account also pays for other tests' transfers).
        volatile: [
          page.getByTestId('portico-account-balance'),
          page.getByTestId('portico-portfolio-total'),
          modal(page).getByRole('tabpanel'),
        ],
      });
      const found = [...(await rtlProblems(page)), ...(await dialogLayoutProblems(page))];
      if (label.startsWith('account')) {
        const address = await addressGlyphs(page);
        if (!address) found.push('no address (0x...) is shown');
        else if (address.zeroX >= address.end)
          found.push(`the address "${address.text}" reads right-to-left (its 0x is right of its end)`);
        else addressesSeen += 1;
      }
      problems.push(...found.map((p) => `${label}: ${p}`));
    });
    if (problems.length > 0) throw new Error(`right-to-left problems:\n  ${problems.join('\n  ')}`);
    expect(addressesSeen).toBeGreaterThan(0);
    // The Arabic table came as a chunk of its own: the pattern the English-only test looks for is right.
    expect(
      scripts.filter((url) => LOCALE_CHUNK.test(url)).map((url) => url.split('/').pop()?.split('-')[0]),
    ).toContain('ar');
  },
  // Twelve screenshots held against their baselines: pixel comparisons take seconds each on a busy machine.
  { timeoutMs: 240_000, colorScheme: 'dark' },
);

for (const locale of ['en-XA', 'ar-XB']) {
  browserTest(
    `behavior: every view in the pseudo-locale ${locale} passes the layout checks (no overflow, nothing clipped)`,
    async (t) => {
      const { page } = t;
      const problems: string[] = [];
      const held = await t.injectWallet({ name: LONG_WALLET_NAME, rdns: 'dev.portico.layout' });
      held.hold(['eth_requestAccounts', 'wallet_requestPermissions']);
      await openDemoIn(t, locale);
      await widenHostPage(page);
      await walkEveryView(page, async (label) => {
        problems.push(...(await dialogLayoutProblems(page)).map((p) => `${locale} ${label}: ${p}`));
      });
      if (problems.length > 0) throw new Error(`layout problems:\n  ${problems.join('\n  ')}`);
    },
    { timeoutMs: 150_000 },
  );
}

browserTest(
  'behavior: kit.setLocale switches the open modal to German and back to English, no reload',
  async (t) => {
    const { page } = t;
    await t.openDemo();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await openWithKit(page);
    await modal(page, 'Connect Wallet').waitFor();
    const setLocale = (locale: string) =>
      page.evaluate(
        (l) => (window as unknown as { __kit: { setLocale(l: string): void } }).__kit.setLocale(l),
        locale,
      );

    await setLocale('de');
    await waitForLocale(page, 'de');
    await modal(page, 'Wallet verbinden').waitFor();
    expect(await title(page).textContent()).toBe('Wallet verbinden');
    expect(await modal(page).getByTestId('portico-modal-close').getAttribute('aria-label')).toBe('Schließen');
    expect(await modal(page).evaluate((dialog) => dialog.closest('[lang]')?.getAttribute('lang'))).toBe('de');

    await setLocale('en');
    await modal(page, 'Connect Wallet').waitFor();
    expect(await title(page).textContent()).toBe('Connect Wallet');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  },
);

browserTest(
  'behavior: an English-only page fetches no locale file through Connect, All Wallets and Networks',
  async (t) => {
    const { page } = t;
    const scripts = recordScripts(page);
    await t.openDemo();
    await openWithKit(page);
    await modal(page, 'Connect Wallet').waitFor();
    await openWithKit(page, 'AllWallets');
    await modal(page, 'All Wallets')
      .getByRole('button', { name: /^MetaMask/ })
      .first()
      .waitFor();
    await openWithKit(page, 'Networks');
    await modal(page).getByRole('button').nth(2).waitFor();
    // The page did load its scripts (so the recording works) and none of them was a locale's.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => LOCALE_CHUNK.test(url))).toEqual([]);
  },
);
