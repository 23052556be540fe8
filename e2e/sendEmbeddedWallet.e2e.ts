import type { Page } from 'playwright-core';
import { type Hex, parseEther } from 'viem';
import { browserTest } from './harness/browserTest';
import { tokenPicker } from './harness/chooseToken';
import {
  secureFrame,
  signInByEmail,
  uniqueEmail,
  waitForApproval,
  waitForEmbeddedAccount,
} from './harness/embeddedWalletPage';
import { freshAddress, sandboxClients, setEthBalance } from './harness/fundedAccount';
import { accountButton, modal } from './harness/kitPage';
import type { SandboxInfo } from './harness/sandboxInfo';
import { goToSend, reviewSend, sendState, waitForSentInActivity, waitForSentToast } from './harness/sendPage';

// Issue 13 in the browser, the embedded wallet's half: a visitor signed in by e-mail code sends ETH from
// Account -> Send, and the secure frame's own approval card (over the kit's ApproveTransaction view)
// is where the send is approved or rejected. The frame signs; anvil mines; nothing is stubbed.

/** What the faucet gives the new embedded wallet. */
const START_ETH = parseEther('1');

/**
 * Opens the demo, signs in by e-mail with the code from the mail catcher, funds the new wallet (as a
 * faucet would) and waits until the Account header shows the funded balance; returns the address.
 */
async function signInFunded(page: Page, sandbox: SandboxInfo, label: string): Promise<Hex> {
  await signInByEmail(page, sandbox, uniqueEmail(label));
  const address = await waitForEmbeddedAccount(page);
  await setEthBalance(sandbox, address, START_ETH);
  // The Account view polls the native balance while shown: the send form then knows the 1 ETH.
  await accountButton(page, address).click();
  await modal(page, 'Account')
    .getByTestId('portico-account-balance')
    .filter({ hasText: /^1 ETH$/ })
    .waitFor({
      timeout: 15_000,
    });
  return address;
}

browserTest(
  'behavior: the embedded wallet approves a send in the frame: the receiver gets exactly the amount, toast, Activity',
  async (t) => {
    const { page, sandbox } = t;
    const { publicClient } = sandboxClients(sandbox);
    await t.openDemo({ mode: 'plain' });
    const address = await signInFunded(page, sandbox, 'send-approve');
    const receiver = freshAddress();

    await goToSend(page, address);
    const preview = await reviewSend(page, { token: 'native', amount: '0.25', to: receiver });
    expect(await preview.getByTestId('send-preview-amount').textContent()).toBe('0.25 ETH');
    await preview.getByRole('button', { name: 'Send', exact: true }).click();

    // The kit's ApproveTransaction view, with the frame's card over it: the visitor approves there.
    await waitForApproval(page);
    await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForSentToast(page);
    // Every send ends on Account (issue 22; docs/plugins/send.md).
    await modal(page, 'Account').waitFor();
    await page.locator('iframe[title="Secure wallet"]').waitFor({ state: 'hidden' });

    const { lastHash } = (await sendState(page)) as { lastHash?: Hex };
    expect(lastHash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await publicClient.waitForTransactionReceipt({ hash: lastHash! });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect(await publicClient.getBalance({ address: receiver })).toBe(parseEther('0.25'));

    await waitForSentInActivity(page, address, '0.25 ETH');
  },
  { timeoutMs: 90_000 },
);

browserTest(
  'error: a send rejected in the frame keeps the form filled and sends nothing',
  async (t) => {
    const { page, sandbox } = t;
    const { publicClient } = sandboxClients(sandbox);
    await t.openDemo({ mode: 'plain' });
    const address = await signInFunded(page, sandbox, 'send-reject');
    const receiver = freshAddress();

    await goToSend(page, address);
    const preview = await reviewSend(page, { token: 'native', amount: '0.25', to: receiver });
    await preview.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForApproval(page);
    await secureFrame(page).getByRole('button', { name: 'Reject', exact: true }).click();

    // SPEC §8's text, and back on the form with what the visitor typed.
    await page.getByTestId('portico-toast').filter({ hasText: 'Signature declined' }).waitFor();
    const send = modal(page, 'Send');
    await send.waitFor();
    expect(await send.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('0.25');
    expect(await send.getByRole('textbox', { name: 'To (address or name)' }).inputValue()).toBe(receiver);
    expect(await tokenPicker(send).getAttribute('data-token')).toBe('native');
    await page.locator('iframe[title="Secure wallet"]').waitFor({ state: 'hidden' });

    // Nothing left the account.
    expect(await publicClient.getTransactionCount({ address })).toBe(0);
    expect(await publicClient.getBalance({ address })).toBe(START_ETH);
    expect(await publicClient.getBalance({ address: receiver })).toBe(0n);
  },
  { timeoutMs: 90_000 },
);
