import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { findRepoRoot } from '../sandbox/start/findRepoRoot';
import { browserTest } from './harness/browserTest';
import { uniqueEmail } from './harness/embeddedWalletPage';
import { connectButton, modal, openWithKit, setThemeMode } from './harness/kitPage';

// Issue 11 item 6: every view the demo reaches, at a phone's and a laptop's size, in both themes, on a
// host page wider than the screen (scrolled sideways): the dialog stays inside the viewport, nothing in
// it overflows sideways or shows outside its box, and long names ellipsize with the full name in a
// tooltip. The demo page itself must fit a phone. Screenshots go to e2e/artifacts/docs/layout/ and,
// with UPDATE_DOC_SCREENSHOTS=1, to docs/screenshots/layout/ (docs/views.md#layout shows them).

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

/** A wallet name longer than any row is wide: it must ellipsize, never push its tag out. */
const LONG_WALLET_NAME = 'Extraordinarily Long Named Wallet For Layout Checks';

/** Least distance from a view's content to the dialog's sides (the shell pads every view by 16 px). */
const MIN_SIDE_PADDING = 12;

/** Id of the element that makes the host page wider than the screen. */
const WIDE_ID = 'layout-test-wide-host';

/** Makes the host page 2000 px wide and scrolls it sideways, as a host with a wide table would be. */
async function widenHostPage(page: Page): Promise<void> {
  await page.evaluate((id) => {
    if (document.getElementById(id)) return;
    const wide = document.createElement('div');
    wide.id = id;
    wide.style.cssText =
      'width:2000px;height:24px;background:repeating-linear-gradient(90deg,#f43 0 20px,#fd0 20px 40px)';
    document.body.prepend(wide);
    window.scrollTo(600, 0);
  }, WIDE_ID);
  // The modal must not depend on where the host page is scrolled.
  expect(await page.evaluate(() => window.scrollX)).toBeGreaterThan(0);
}

/** Removes the wide element again (to check the demo page's own width). */
async function narrowHostPage(page: Page): Promise<void> {
  await page.evaluate((id) => {
    document.getElementById(id)?.remove();
    window.scrollTo(0, 0);
  }, WIDE_ID);
}

/** Layout problems of the open dialog, described for the failure message (empty when none). */
function dialogLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minSidePadding) => {
    const problems: string[] = [];
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) return ['no dialog is open'];
    const describe = (el: Element) => {
      const classes =
        typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${classes}>${text ? ` "${text}"` : ''}`;
    };
    // What the visitor sees: the visual viewport, which a phone may pan or zoom over the page.
    const vv = window.visualViewport;
    const view = vv
      ? { left: vv.offsetLeft, top: vv.offsetTop, width: vv.width, height: vv.height }
      : { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
    const box = dialog.getBoundingClientRect();
    if (
      box.left < view.left - 0.5 ||
      box.top < view.top - 0.5 ||
      box.right > view.left + view.width + 0.5 ||
      box.bottom > view.top + view.height + 0.5
    ) {
      problems.push(
        `the dialog (${Math.round(box.left)},${Math.round(box.top)})-(${Math.round(box.right)},${Math.round(box.bottom)}) is not inside the ${Math.round(view.width)}x${Math.round(view.height)} viewport`,
      );
    }
    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' || style.overflowY !== 'visible';
    for (const el of [dialog, ...dialog.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('.portico-visually-hidden'))
        continue;
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
      // Sideways overflow: content wider than its box. A name cut with an ellipsis is the one allowed
      // case, and then its full text must be in a tooltip (its own title or an ancestor's).
      if (el.scrollWidth > el.clientWidth + 1 && !(el instanceof SVGSVGElement)) {
        if (style.textOverflow === 'ellipsis') {
          const titled = el.closest('[title]')?.getAttribute('title') ?? '';
          const full = (el.textContent ?? '').trim();
          if (!titled.includes(full))
            problems.push(`${describe(el)} is ellipsized without its full text in a title`);
        } else {
          problems.push(
            `${describe(el)} overflows sideways: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`,
          );
        }
      }
      // What the visitor sees of the element (cut by clipping ancestors up to the dialog) must lie
      // inside the dialog's box.
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let { left, top, right, bottom } = rect;
      for (let a = el.parentElement; a && a !== dialog.parentElement; a = a.parentElement) {
        if (!clips(getComputedStyle(a))) continue;
        const r = a.getBoundingClientRect();
        left = Math.max(left, r.left);
        top = Math.max(top, r.top);
        right = Math.min(right, r.right);
        bottom = Math.min(bottom, r.bottom);
      }
      if (right <= left || bottom <= top) continue;
      if (
        left < box.left - 0.5 ||
        right > box.right + 0.5 ||
        top < box.top - 0.5 ||
        bottom > box.bottom + 0.5
      ) {
        problems.push(`${describe(el)} shows outside the dialog's box`);
      } else if (
        !el.matches('.portico-modal__view') &&
        el.closest('.portico-modal__view') &&
        (left < box.left + minSidePadding || right > box.right - minSidePadding)
      ) {
        // Every view has the same side padding, so nothing in a view comes near the dialog's sides.
        problems.push(`${describe(el)} has less than ${minSidePadding} px to the dialog's side`);
      }
    }
    return problems;
  }, MIN_SIDE_PADDING);
}

/** Why the page itself scrolls sideways, if it does (the demo must fit a phone). */
async function pageOverflow(page: Page, when: string): Promise<string[]> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wider = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter(
        (el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !el.closest('.portico-layer'),
      )
      .slice(0, 5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.className}"> right ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wider };
  });
  if (overflow.scrollWidth <= overflow.clientWidth) return [];
  return [
    `the demo page ${when} is ${overflow.scrollWidth} px wide in a ${overflow.clientWidth} px viewport: ${overflow.wider.join(', ')}`,
  ];
}

for (const viewport of VIEWPORTS) {
  browserTest(
    `behavior: every view fits the dialog and the dialog fits the ${viewport.name} viewport (${viewport.width}x${viewport.height}) on a wide host page, both themes`,
    async (t) => {
      const { page } = t;
      const problems: string[] = [];
      /** Checks the open view in both themes and screenshots it. */
      const check = async (label: string, { busy = false } = {}) => {
        await modal(page).waitFor();
        // A loading list is a state of its own; the layout checked is the settled view's.
        if (!busy)
          await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'));
        for (const theme of ['dark', 'light'] as const) {
          await setThemeMode(page, theme);
          const shot = await t.screenshot(`docs/layout/${viewport.name}-${label}-${theme}.png`);
          const found = (await dialogLayoutProblems(page)).map((p) => `${label} (${theme}): ${p}`);
          // A dialog outside the viewport cannot be driven further (its controls are off screen).
          if (found.some((p) => p.includes('is not inside the'))) {
            throw new Error(`layout problems:\n  ${[...problems, ...found].join('\n  ')}`);
          }
          problems.push(...found);
          if (process.env.UPDATE_DOC_SCREENSHOTS === '1') {
            const docsShot = join(
              findRepoRoot(),
              `docs/screenshots/layout/${viewport.name}-${label}-${theme}.png`,
            );
            await mkdir(dirname(docsShot), { recursive: true });
            await copyFile(shot, docsShot);
          }
        }
      };
      const back = () => modal(page).getByRole('button', { name: 'Back', exact: true }).click();

      const held = await t.injectWallet({ name: LONG_WALLET_NAME, rdns: 'dev.portico.layout' });
      held.hold(['eth_requestAccounts', 'wallet_requestPermissions']);
      await t.openDemo();
      if (viewport.name === 'phone') problems.push(...(await pageOverflow(page, 'before connecting')));
      await widenHostPage(page);

      // Disconnected: Connect, All Wallets, a wallet from All Wallets, an extension, e-mail, socials.
      await connectButton(page).click();
      await modal(page, 'Connect Wallet').waitFor();
      await check('connect');
      const longRow = modal(page).getByRole('button', { name: new RegExp(LONG_WALLET_NAME) });
      // The long name is cut on screen, and whole in the row's tooltip.
      const tooltip = await longRow.evaluate((row) => row.querySelector('[title]')?.getAttribute('title'));
      if (tooltip !== LONG_WALLET_NAME)
        problems.push(`the long wallet row's tooltip is ${JSON.stringify(tooltip)}`);

      await modal(page)
        .getByRole('button', { name: /^All Wallets/ })
        .click();
      await modal(page, 'All Wallets').waitFor();
      await check('all-wallets');
      await modal(page)
        .getByRole('button', { name: /^MetaMask/ })
        .first()
        .click();
      // A wallet picked in All Wallets titles the view it opens.
      await modal(page).getByRole('heading', { name: 'Scan with MetaMask' }).waitFor();
      const title = await modal(page).locator('.portico-modal__title').textContent();
      if (title !== 'MetaMask')
        problems.push(`MetaMask picked in All Wallets opens a view titled "${title}"`);
      await check('connecting-walletconnect-metamask');
      await back();
      await back();

      await longRow.click();
      await modal(page, /Connecting|Extraordinarily/).waitFor();
      await check('connecting-external', { busy: true });
      await back();

      await modal(page).getByRole('textbox', { name: 'E-mail address' }).fill(uniqueEmail('layout'));
      await modal(page).getByRole('button', { name: 'Continue with e-mail', exact: true }).click();
      await modal(page).getByRole('textbox', { name: 'One-time code' }).waitFor();
      await check('email-code');
      await back();

      await openWithKit(page, 'ConnectSocials');
      await modal(page).getByRole('list').first().waitFor();
      await check('all-socials');

      await openWithKit(page, 'Networks');
      await check('networks');
      await openWithKit(page, 'UnsupportedChain');
      await check('unsupported-chain');
      await page.keyboard.press('Escape');
      await modal(page).waitFor({ state: 'detached' });

      // Connected with the demo's dev wallet: Account and each of its tabs, Networks.
      await connectButton(page).click();
      await modal(page, 'Connect Wallet')
        .getByRole('button', { name: /Portico Dev Wallet/ })
        .click();
      await connectButton(page).waitFor({ state: 'detached' });
      if (viewport.name === 'phone') {
        await narrowHostPage(page);
        problems.push(...(await pageOverflow(page, 'when connected')));
        await widenHostPage(page);
      }
      await openWithKit(page);
      const account = modal(page, 'Account');
      await account.waitFor();
      const tabs = await account.getByRole('tab').allTextContents();
      await check('account');
      for (const tab of tabs) {
        await account.getByRole('tab', { name: tab, exact: true }).click();
        await account.getByRole('tabpanel', { name: tab }).waitFor();
        await check(`account-${tab.toLowerCase().replace(/\W+/g, '-')}`);
      }
      await openWithKit(page, 'Networks');
      await check('networks-connected');

      if (problems.length > 0) throw new Error(`layout problems:\n  ${problems.join('\n  ')}`);
    },
    {
      timeoutMs: 150_000,
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
    },
  );
}
