import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { findRepoRoot } from '../sandbox/start/findRepoRoot';
import { truncateMiddle } from '../src/core/format';
import { browserTest } from './harness/browserTest';
import { accountButton, connectFromModal, modal } from './harness/kitPage';

// Issue 10's browser acceptance for Activity: a visitor connected with an extension wallet makes a
// transfer from the host page and, without reloading, sees it in the Account view's Activity tab,
// grouped under this month, signed as SPEC §4 says, with a link to the explorer. The reference API
// indexes anvil's blocks as they are mined; nothing is stubbed.

/** The anvil account of this test's wallet: no other browser test signs with it. */
const ACCOUNT_INDEX = 5;

browserTest(
  'behavior: a transfer made in the demo appears in Activity, grouped by month and signed, without a reload',
  async (t) => {
    const { page, sandbox } = t;
    const account = sandbox.accounts[ACCOUNT_INDEX]!;
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await t.openDemo({ mode: 'plain' });
    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).waitFor();

    // Open Activity first, so the transfer has to arrive in an open list (no reload, no reopen).
    await accountButton(page, account.address).click();
    const accountView = modal(page, 'Account');
    await accountView.getByRole('tab', { name: 'Activity' }).click();
    const panel = accountView.getByRole('tabpanel', { name: 'Activity' });
    await panel.getByText(/./).first().waitFor();

    // The host page's own button sends 0.01 ETH through kit.adapters.sendTransaction.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send test transfer' }).click();
    const sent = page.getByRole('status').filter({ hasText: /^Sent: 0x[0-9a-f]{64}$/ });
    await sent.waitFor({ timeout: 20_000 });
    const hash = (await sent.textContent())!.replace('Sent: ', '');

    await accountButton(page, account.address).click();
    await accountView.getByRole('tab', { name: 'Activity' }).waitFor();
    const monthName = new Date().toLocaleString('en-US', { month: 'long' });
    const month = panel.getByRole('list', { name: monthName });
    const link = month.getByRole('link', {
      name: new RegExp(`View transaction ${escapeRegExp(truncateMiddle(hash))}`),
    });
    // Indexed as mined and picked up by the view's refresh (10 s) or the balance refresh after the send.
    await link.waitFor({ timeout: 25_000 });
    const row = month.getByRole('listitem').filter({ has: link });
    expect(await row.textContent()).toMatch(/Sent/);
    // SPEC §4 lists `send` among the operations shown with a plus sign.
    expect(await row.textContent()).toContain('+0.01 ETH');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');

    const shot = await t.screenshot('docs/activity.png');
    // The docs page shows what this test saw.
    const docsShot = join(findRepoRoot(), 'docs/screenshots/activity.png');
    await mkdir(dirname(docsShot), { recursive: true });
    await copyFile(shot, docsShot);
  },
  { timeoutMs: 90_000 },
);

/** `s` as a literal inside a RegExp. */
function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
