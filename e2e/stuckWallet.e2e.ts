import { pollUntil } from '../sandbox/lib/pollUntil';
import { browserTest } from './harness/browserTest';
import { accountButton, connectFromModal, modal } from './harness/kitPage';

// Issue 11 item 7 in the browser: a wallet that leaves the connect request unanswered. After 30 s the
// view says so and offers Try again (the page's clock is fast-forwarded, nobody waits 30 s); a retry
// asks the wallet again, and when the visitor finally approves, the kit connects.

/** The anvil account of this test's wallet (nothing is sent from it). */
const ACCOUNT_INDEX = 4;

browserTest(
  'error: a wallet that never answers gets a hint and Try again after 30 s; a retry connects',
  async (t) => {
    const { page, sandbox } = t;
    const wallet = await t.injectWallet({ accountIndices: [ACCOUNT_INDEX], name: 'Sleepy Wallet' });
    const release = wallet.hold(['eth_requestAccounts', 'wallet_requestPermissions']);
    await page.clock.install();
    await t.openDemo({ mode: 'plain' });

    await connectFromModal(page, 'Sleepy Wallet');
    const dialog = modal(page);
    await dialog.getByRole('heading', { name: 'Continue in Sleepy Wallet' }).waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);

    await page.clock.fastForward(30_000);
    const alert = dialog.getByRole('alert');
    await alert.getByText('Sleepy Wallet did not answer').waitFor();
    expect(await alert.textContent()).toContain('Open Sleepy Wallet, unlock it if needed');

    // Try again asks the wallet a second time; approving now connects. The request crosses from the page
    // to the test's wallet asynchronously (a clean-clone CI run read the count before it arrived).
    const requests = () => wallet.calls.filter((m) => m === 'eth_requestAccounts').length;
    const asked = requests();
    await dialog.getByRole('button', { name: 'Try again', exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="alert"]'));
    await pollUntil(async () => (requests() > asked ? true : undefined), { timeoutMs: 10_000 });
    expect(requests()).toBeGreaterThan(asked);
    release();
    await accountButton(page, sandbox.accounts[ACCOUNT_INDEX]!.address).waitFor();
  },
);
