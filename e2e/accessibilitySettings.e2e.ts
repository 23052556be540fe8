import type { Page } from 'playwright-core';
import { bordersLost, focusOutline, runningAnimations, smallTargets } from './harness/a11yChecks';
import { browserTest } from './harness/browserTest';
import { modal, openWithKit } from './harness/kitPage';
import { dialogLayoutProblems } from './harness/layoutChecks';
import { saveScreenshot } from './harness/saveScreenshot';
import { inSettingsContext } from './harness/settingsContext';
import { LONG_WALLET_NAME, openDemoIn, walkEveryView } from './harness/viewWalk';

// Issue 28 item 5: the kit under the settings visitors set: 200 % browser zoom and a 320 px wide
// screen (every view reachable and inside the screen, nothing overflowing), forced colors (Windows
// high contrast: a visible focus outline, buttons and card keep their borders), reduced motion (no
// animation left running on a view change) and touch targets of at least 44 px. Screenshots go to
// e2e/artifacts/accessibility/. docs/accessibility.md describes each check.

/** Injects the layout walk's long-named wallet (held, so its Connecting view stays), opens the demo. */
async function openForWalk(t: Parameters<Parameters<typeof browserTest>[1]>[0]): Promise<void> {
  const held = await t.injectWallet({ name: LONG_WALLET_NAME, rdns: 'dev.portico.layout' });
  held.hold(['eth_requestAccounts', 'wallet_requestPermissions']);
  await openDemoIn(t);
}

const SIZES = [
  // A 1280 px laptop screen at 200 % zoom: half the CSS pixels, each drawn twice as large.
  { name: 'zoom-200', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, isMobile: false },
  // The narrowest phone WCAG's reflow criterion (1.4.10) asks for.
  { name: 'width-320', viewport: { width: 320, height: 568 }, deviceScaleFactor: 1, isMobile: true },
] as const;

for (const size of SIZES) {
  browserTest(
    `behavior: at ${size.name} (${size.viewport.width}x${size.viewport.height} CSS px) every view is reachable and fits the screen with nothing overflowing`,
    async (t) => {
      await inSettingsContext(
        t,
        size.name,
        {
          viewport: size.viewport,
          deviceScaleFactor: size.deviceScaleFactor,
          isMobile: size.isMobile,
          hasTouch: size.isMobile,
        },
        async (s) => {
          const problems: string[] = [];
          await openForWalk(s);
          await walkEveryView(s.page, async (label) => {
            await saveScreenshot(s.page, `accessibility/${size.name}-${label}.png`);
            problems.push(...(await dialogLayoutProblems(s.page)).map((p) => `${label}: ${p}`));
          });
          if (problems.length > 0) throw new Error(`${size.name} problems:\n  ${problems.join('\n  ')}`);
        },
      );
    },
    { timeoutMs: 150_000 },
  );
}

/** Tabs through the open dialog's first `count` controls, describing each one drawn without an outline. */
async function focusWithoutOutline(page: Page, count: number): Promise<string[]> {
  const missing: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('Tab');
    const outline = await focusOutline(page);
    if (!outline) missing.push(`Tab ${index + 1} left the dialog`);
    else if (outline.style === 'none' || !(outline.width > 0))
      missing.push(`${outline.element} has outline ${outline.style} ${outline.width}px`);
  }
  return missing;
}

browserTest(
  'behavior: in forced colors (high contrast) focused controls show an outline, buttons and the card keep a border',
  async (t) => {
    await inSettingsContext(t, 'forced-colors', { forcedColors: 'active' }, async (s) => {
      const { page } = s;
      const problems: string[] = [];
      await openForWalk(s);
      for (const view of ['Connect', 'AllWallets', 'Networks']) {
        await openWithKit(page, view);
        await modal(page).waitFor();
        await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'));
        await saveScreenshot(page, `accessibility/forced-colors-${view}.png`);
        problems.push(...(await focusWithoutOutline(page, 6)).map((p) => `${view}: focus: ${p}`));
        problems.push(...(await bordersLost(page)).map((p) => `${view}: no border: ${p}`));
      }
      if (problems.length > 0) throw new Error(`forced-colors problems:\n  ${problems.join('\n  ')}`);
    });
  },
  { timeoutMs: 90_000 },
);

browserTest(
  'behavior: with reduced motion no animation runs on any view change; without it the view change animates',
  async (t) => {
    const { page } = t;
    const problems: string[] = [];
    await openForWalk(t);
    await walkEveryView(page, async (label, { busy }) => {
      // A busy view's spinner is the one exception SPEC allows: it says "still working".
      const running = (await runningAnimations(page)).filter((a) => !(busy && a.includes('spin')));
      problems.push(...running.map((a) => `${label}: ${a}`));
    });
    if (problems.length > 0) throw new Error(`animations under reduced motion:\n  ${problems.join('\n  ')}`);

    // The same check sees the view transition when the visitor has not asked for less motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openWithKit(page, 'Networks');
    await modal(page).waitFor();
    const seen = await page.evaluate(async () => {
      const kit = (window as unknown as { __kit: { open(p: { view: string }): Promise<void> } }).__kit;
      await kit.open({ view: 'Account' });
      await new Promise(requestAnimationFrame);
      return document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().activeDuration ?? 0) > 0).length;
    });
    expect(seen).toBeGreaterThan(0);
  },
  { timeoutMs: 150_000 },
);

browserTest(
  'behavior: every button, link, tab and field of every view is at least 44x44 CSS px on a touch screen',
  async (t) => {
    /** Each small control (kind and name) -> its size and the views it is on. */
    const offenders = new Map<string, { size: string; views: string[] }>();
    await inSettingsContext(
      t,
      'touch-targets',
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      async (s) => {
        await openForWalk(s);
        // Playwright's hasTouch makes Chromium report a coarse pointer: what the kit's 44 px rules ask.
        expect(await s.page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
        await walkEveryView(s.page, async (label) => {
          for (const { control, size } of await smallTargets(s.page)) {
            const seen = offenders.get(control) ?? { size, views: [] };
            offenders.set(control, { size, views: [...seen.views, label] });
          }
        });
      },
    );
    const small = [...offenders].map(
      ([control, { size, views }]) => `${control} ${size} (${views.join(', ')})`,
    );
    if (small.length > 0) throw new Error(`touch targets under 44x44 CSS px:\n  ${small.join('\n  ')}`);
  },
  { timeoutMs: 150_000 },
);
