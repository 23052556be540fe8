import { type Hex, parseEther, parseUnits } from 'viem';
import { type LocalAccount, privateKeyToAccount } from 'viem/accounts';
import type { WalletPeer } from '../test/walletconnect/startWalletPeer';
import { type BrowserTestContext, browserTest } from './harness/browserTest';
import { freshAddress, fundedAccount, sandboxClients } from './harness/fundedAccount';
import { modal } from './harness/kitPage';
import { goToSend, reviewSend, sendState, waitForSentToast } from './harness/sendPage';
import {
  connectWalletPeer,
  prepareWalletPeers,
  WALLETCONNECT_DUPLICATE_DELIVERY,
} from './harness/walletConnectPage';

// Issue 13 in the browser, the WalletConnect half: the demo connected through the sandbox's relay to a
// real wallet (@reown/walletkit in this Node process) sends ETH and USDC from Account -> Send. The
// wallet receives eth_sendTransaction over the relay, signs it and broadcasts it on anvil, and answers
// with the hash; the kit shows success and the receivers' balances rise by exactly the amounts. A
// rejection in the wallet keeps the form filled and sends nothing.

const startPeer = prepareWalletPeers();

/** What the wallet's fresh account gets: 10 ETH and 5 USDC. */
const START_ETH = parseEther('10');
const START_USDC = parseUnits('5', 6);

/**
 * A wallet peer holding a fresh funded key, paired with the demo from the copied link; the QR view
 * closes once the wallet approved (as an extension's connection does).
 */
async function connectFundedWallet(
  t: BrowserTestContext,
): Promise<{ account: LocalAccount; wallet: WalletPeer }> {
  const { page, sandbox } = t;
  // A fresh key: every anvil account index belongs to another browser test.
  const funded = await fundedAccount(sandbox, { eth: START_ETH, usdc: START_USDC });
  const account = privateKeyToAccount(funded.privateKey);
  const wallet = await startPeer(t, { account });
  await t.openDemo({ mode: 'plain' });
  await connectWalletPeer(page, wallet, account.address);
  await modal(page).waitFor({ state: 'detached' });
  return { account, wallet };
}

browserTest(
  'behavior: a send through WalletConnect: the wallet signs and broadcasts on anvil; toast, and the receivers get exactly 0.5 ETH and 1.25 USDC',
  async (t) => {
    const { page, sandbox } = t;
    const { publicClient, usdcOf } = sandboxClients(sandbox);
    const { account, wallet } = await connectFundedWallet(t);

    // 0.5 ETH to an address: back on Account with the toast, as a token send (issue 22).
    const receiver = freshAddress();
    await goToSend(page, account.address);
    const preview = await reviewSend(page, { token: 'native', amount: '0.5', to: receiver });
    await preview.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForSentToast(page);
    await modal(page, 'Account').waitFor();
    expect(wallet.requests.filter((m) => m === 'eth_sendTransaction')).toHaveLength(1);
    const { lastHash } = (await sendState(page)) as { lastHash?: Hex };
    expect(lastHash).toMatch(/^0x[0-9a-f]{64}$/);
    // The hash the kit holds is the wallet's transaction, mined from the wallet's account.
    const receipt = await publicClient.waitForTransactionReceipt({ hash: lastHash! });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase());
    expect(await publicClient.getBalance({ address: receiver })).toBe(parseEther('0.5'));

    // 1.25 USDC (a contract call with calldata and the estimated gas limit): the token flow goes to Account.
    const tokenReceiver = freshAddress();
    await page.getByTestId('portico-toast').waitFor({ state: 'detached' });
    await goToSend(page, account.address);
    const tokenPreview = await reviewSend(page, {
      token: `eip155:${sandbox.chainId}:${sandbox.contracts.usdc}`,
      amount: '1.25',
      to: tokenReceiver,
    });
    expect(await tokenPreview.getByTestId('send-preview-amount').textContent()).toBe('1.25 USDC');
    await tokenPreview.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForSentToast(page);
    await modal(page, 'Account').waitFor();
    const { lastHash: tokenHash } = (await sendState(page)) as { lastHash?: Hex };
    expect(tokenHash).not.toBe(lastHash);
    expect((await publicClient.waitForTransactionReceipt({ hash: tokenHash! })).status).toBe('success');
    expect(await usdcOf(tokenReceiver)).toBe(parseUnits('1.25', 6));
    expect(await usdcOf(account.address)).toBe(START_USDC - parseUnits('1.25', 6));
    expect(wallet.requests.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2);
  },
  { timeoutMs: 90_000, allowErrors: [WALLETCONNECT_DUPLICATE_DELIVERY] },
);

browserTest(
  'error: a send rejected in the WalletConnect wallet shows Signature declined, keeps the form filled and sends nothing',
  async (t) => {
    const { page, sandbox } = t;
    const { publicClient } = sandboxClients(sandbox);
    const { account, wallet } = await connectFundedWallet(t);
    wallet.rejectRequests(['eth_sendTransaction']);
    const receiver = freshAddress();

    await goToSend(page, account.address);
    const preview = await reviewSend(page, { token: 'native', amount: '0.5', to: receiver });
    await preview.getByRole('button', { name: 'Send', exact: true }).click();

    // WalletConnect's USER_REJECTED (5000 "User rejected.") reads as the SPEC §8 rejection.
    await page.getByTestId('portico-toast').filter({ hasText: 'Signature declined' }).waitFor();
    const send = modal(page, 'Send');
    await send.waitFor();
    expect(await send.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('0.5');
    expect(await send.getByRole('textbox', { name: 'To (address or name)' }).inputValue()).toBe(receiver);
    // The wallet was asked (and said no); nothing left the account.
    expect(wallet.requests).toContain('eth_sendTransaction');
    expect(await publicClient.getTransactionCount({ address: account.address })).toBe(0);
    expect(await publicClient.getBalance({ address: account.address })).toBe(START_ETH);
    expect(await publicClient.getBalance({ address: receiver })).toBe(0n);
  },
  {
    timeoutMs: 90_000,
    // WalletConnect's client logs the wallet's error answer at its 'error' level; the kit shows the toast.
    allowErrors: [/User rejected\./, WALLETCONNECT_DUPLICATE_DELIVERY],
  },
);
