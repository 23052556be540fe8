import { browserTest } from './harness/browserTest';
import { connectButton, focusIsInModal, modal, openWithKit, waitForFocusInModal } from './harness/kitPage';
import { isFocused, pressUntilFocused } from './harness/pressUntilFocused';

// Issue 3: the modal opened with the button and with open(), and walked with the keyboard only:
// Connect -> All Wallets -> search -> back -> close, focus trapped inside and handed back on close.

browserTest(
  'behavior: keyboard only, the button opens Connect, All Wallets, search, back and Escape',
  async (t) => {
    const { page } = t;
    await t.openDemo();
    const button = connectButton(page);
    await pressUntilFocused(page, button);
    await page.keyboard.press('Enter');

    const connect = modal(page, 'Connect Wallet');
    await connect.waitFor();
    expect(await connect.getAttribute('aria-modal')).toBe('true');
    await waitForFocusInModal(page);

    await pressUntilFocused(page, connect.getByRole('button', { name: /^All Wallets/ }));
    expect(await focusIsInModal(page)).toBe(true);
    await page.keyboard.press('Enter');

    const allWallets = modal(page, 'All Wallets');
    await allWallets.waitFor();
    const search = allWallets.getByRole('searchbox', { name: 'Search wallets' });
    await pressUntilFocused(page, search);
    await page.keyboard.type('rainbow');
    // The search is debounced and may be answered by the API or the bundled registry: wait for the result.
    const results = allWallets.getByRole('list', { name: 'Wallets' });
    await results
      .getByRole('button', { name: /Rainbow/ })
      .first()
      .waitFor();
    await page.waitForFunction(() => {
      const list = document.querySelector('[role="dialog"] ul[aria-label="Wallets"]');
      return !!list && !/MetaMask/.test(list.textContent ?? '');
    });

    await pressUntilFocused(page, allWallets.getByRole('button', { name: 'Back' }), { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await modal(page, 'Connect Wallet').waitFor();
    await waitForFocusInModal(page);

    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    expect(await isFocused(button)).toBe(true);
  },
);

browserTest('behavior: Tab and Shift+Tab stay inside the open modal', async (t) => {
  const { page } = t;
  await t.openDemo();
  await connectButton(page).click();
  await modal(page, 'Connect Wallet').waitFor();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press(key);
      if (!(await focusIsInModal(page))) throw new Error(`${key} x${press + 1} moved focus out of the modal`);
    }
  }
});

browserTest('behavior: open() opens the modal with focus inside; the close button closes it', async (t) => {
  const { page } = t;
  await t.openDemo();
  await openWithKit(page);
  const connect = modal(page, 'Connect Wallet');
  await connect.waitFor();
  await waitForFocusInModal(page);

  await pressUntilFocused(page, connect.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await modal(page).waitFor({ state: 'detached' });
  const state = await page.evaluate(() =>
    (window as unknown as { __kit: { getState(): { open: boolean } } }).__kit.getState(),
  );
  expect(state.open).toBe(false);
});
