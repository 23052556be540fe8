import { browserTest } from './harness/browserTest';
import { accountButton, connectFromModal, modal, setThemeMode } from './harness/kitPage';

// Issue 22 (minor): on the Account view Receive and Send were small pills at the start of the line with
// uneven gaps, and the balance was body text. Measured in Chromium at a phone and a desktop width: the
// feature buttons are one full-width row of equal buttons with equal gaps, and the balance is the view's
// large hero figure (as AppKit's account view shows it).

const ACCOUNT_INDEX = 2;

for (const width of [390, 1280]) {
  browserTest(
    `layout: at ${width} px the wallet features fill one row of equal buttons and the balance is the hero figure`,
    async (t) => {
      const { page, sandbox } = t;
      const { address } = sandbox.accounts[ACCOUNT_INDEX]!;
      await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
      await t.openDemo({ mode: 'plain' });
      await connectFromModal(page, 'Test Wallet');
      await accountButton(page, address).click();
      const account = modal(page, 'Account');
      await setThemeMode(page, 'dark');
      const features = account.getByRole('group', { name: 'Wallet features' });
      await features.getByRole('button', { name: 'Send' }).waitFor();
      const balance = account.getByTestId('portico-account-balance');
      await balance.waitFor();

      const row = (await features.boundingBox())!;
      const tabs = (await account.getByRole('tablist').boundingBox())!;
      const buttons = await features
        .getByRole('button')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(buttons.length).toBeGreaterThanOrEqual(2);
      // The row is as wide as the view's other full-width parts (the tabs).
      expect(Math.abs(row.x - tabs.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(row.width - tabs.width)).toBeLessThanOrEqual(1);
      // One line, equal widths, the first at the row's start and the last at its end.
      for (const b of buttons) {
        expect(Math.abs(b.y - buttons[0]!.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(b.width - buttons[0]!.width)).toBeLessThanOrEqual(1);
      }
      expect(Math.abs(buttons[0]!.x - row.x)).toBeLessThanOrEqual(1);
      const last = buttons[buttons.length - 1]!;
      expect(Math.abs(last.x + last.width - (row.x + row.width))).toBeLessThanOrEqual(1);
      // Equal gaps between neighbours.
      const gaps = buttons.slice(1).map((b, i) => b.x - (buttons[i]!.x + buttons[i]!.width));
      for (const gap of gaps) expect(Math.abs(gap - gaps[0]!)).toBeLessThanOrEqual(1);

      // The balance: the largest text of the view, at least 1.6 times the body text.
      const sizes = await balance.evaluate((el) => ({
        balance: Number.parseFloat(getComputedStyle(el).fontSize),
        body: Number.parseFloat(getComputedStyle(el.closest('[role="dialog"]')!).fontSize),
      }));
      expect(sizes.balance).toBeGreaterThanOrEqual(sizes.body * 1.6);
      expect(await balance.textContent()).toMatch(/^[\d.,]+ ETH$/);
    },
    { timeoutMs: 60_000, viewport: { width, height: 844 } },
  );
}
