import { ed25519 } from '@noble/curves/ed25519.js';
import { PublicKey } from '@solana/web3.js';
import { truncateMiddle } from '../src/core/format';
import { browserTest } from './harness/browserTest';
import { accountButton, connectFromModal, modal } from './harness/kitPage';
import { goToSend, reviewSend, waitForSentToast } from './harness/sendPage';

// Issue 22's acceptance "Solana Activity lists a SOL send": after a SOL send through the Send view,
// the Solana account's Activity tab lists it as EVM rows read ("Sent", minus, the receiver), read by
// the reference API from the local Solana chain; before, the tab said "not available on this network".

browserTest(
  'behavior: a SOL sent from the Send view is listed in the Solana account’s Activity as "-0.1 SOL to <receiver>"',
  async (t) => {
    const { page, sandbox } = t;
    // Account 1: solana.e2e.ts sends from account 0 at the same time and checks what it paid.
    const solAddress = sandbox.demoConfig.solana!.accounts[1]!.address;
    await t.openDemo({ solanaAccount: 1 });
    await connectFromModal(page, 'Portico Solana Dev Wallet');
    await accountButton(page, solAddress).waitFor();

    const receiver = new PublicKey(ed25519.getPublicKey(ed25519.utils.randomPrivateKey())).toBase58();
    await goToSend(page, solAddress);
    const preview = await reviewSend(page, { token: 'native', amount: '0.1', to: receiver });
    await preview.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForSentToast(page);

    if ((await modal(page).count()) === 0) await accountButton(page, solAddress).click();
    const accountView = modal(page, 'Account');
    await accountView.getByRole('tab', { name: 'Activity' }).click();
    const panel = accountView.getByRole('tabpanel', { name: 'Activity' });
    const row = panel.getByRole('listitem').filter({ hasText: 'Sent' }).filter({ hasText: '0.1 SOL' });
    await row.first().waitFor({ timeout: 25_000 });
    expect(await row.first().textContent()).toContain(`-0.1 SOL to ${truncateMiddle(receiver)}`);
    expect(await panel.getByText('Activity is not available on this network.').count()).toBe(0);
    // SOL has its own icon, not the fallback every unknown token shares.
    expect(await row.first().locator('img').getAttribute('src')).toMatch(/\/v1\/icons\/sol\.svg$/);
  },
  { timeoutMs: 90_000 },
);
