import type { Page } from 'playwright-core';
import { createPublicClient, formatEther, http, verifyMessage } from 'viem';
import { formatBalance, truncateMiddle } from '../src/core/format';
import { browserTest } from './harness/browserTest';
import { accountButton, connectButton, connectFromModal, modal } from './harness/kitPage';

// Issue 5's browser acceptance for an injected EVM wallet: what a visitor sees while connecting from
// the modal, checking the account and balance, switching to a chain the wallet does not know yet
// (4902, then wallet_addEthereumChain), signing, reloading and disconnecting; and a wallet that
// declines or announces late. The wallet signs in Node with anvil keys (e2e/harness/injectTestWallet).

/** The anvil account the wallet of these tests holds: ETH only, and no other test sends from it. */
const ACCOUNT_INDEX = 6;

/** What the Account view shows as the native balance of `address` on the chain at `rpcUrl`. */
async function expectedBalanceText(rpcUrl: string, address: `0x${string}`): Promise<string> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  return formatBalance(formatEther(await client.getBalance({ address })), 'ETH', { grouping: true });
}

/** Resolves once the kit has restored its state and no namespace is still reconnecting. */
async function waitUntilSettled(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __kit: { ready: Promise<void> } }).__kit.ready);
  await page.waitForFunction(() => {
    const kit = (window as unknown as { __kit: { store: { getState(): unknown } } }).__kit;
    const state = kit.store.getState() as { connection: { status: Record<string, string> } };
    return !Object.values(state.connection.status).includes('connecting');
  });
}

browserTest(
  'behavior: connect from the modal, see address and balance, switch (4902 -> add), sign, reload, disconnect',
  async (t) => {
    const { page, sandbox } = t;
    const account = sandbox.accounts[ACCOUNT_INDEX]!;
    const wallet = await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await t.openDemo({ mode: 'plain' });

    // Connect: the host page's button turns into the account button.
    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).waitFor();
    await connectButton(page).waitFor({ state: 'detached' });

    // The Account view: the address (truncated, full one in its tooltip) and anvil's balance.
    await accountButton(page, account.address).click();
    const accountView = modal(page, 'Account');
    const shownAddress = accountView.getByRole('heading', { name: truncateMiddle(account.address) });
    await shownAddress.waitFor();
    expect(await shownAddress.getAttribute('title')).toBe(account.address);
    const balance = accountView.getByTestId('portico-account-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe(await expectedBalanceText(sandbox.rpcUrl, account.address));

    // Switch network from the Networks view to the second anvil, which the wallet does not know.
    await accountView.getByRole('button', { name: /Anvil\b.*Network|Network.*Anvil\b/s }).click();
    const secondName = `Anvil ${sandbox.secondChain.chainId}`;
    await modal(page, 'Choose Network')
      .getByRole('button', { name: new RegExp(secondName) })
      .click();
    await page.waitForFunction(
      (chainId) =>
        (window as unknown as { __kit: { getState(): { selectedNetworkId?: string } } }).__kit.getState()
          .selectedNetworkId === `eip155:${chainId}`,
      sandbox.secondChain.chainId,
    );
    expect(wallet.provider.getState().chainId).toBe(sandbox.secondChain.chainId);
    // The wallet answered 4902 to the first switch; the kit added the chain, then switched again.
    expect(
      wallet.calls.filter((m) => m === 'wallet_switchEthereumChain' || m === 'wallet_addEthereumChain'),
    ).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    // The Account view now names the new network.
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await accountButton(page, account.address).click();
    await modal(page, 'Account')
      .getByRole('button', { name: new RegExp(secondName) })
      .waitFor();

    // Sign through the kit; the signature verifies in Node for the connected address.
    const message = 'Sign in to the Portico demo';
    const signature = await page.evaluate(
      (text) =>
        (
          window as unknown as { __kit: { adapters: { signMessage(m: string): Promise<string> } } }
        ).__kit.adapters.signMessage(text),
      message,
    );
    expect(
      await verifyMessage({ address: account.address, message, signature: signature as `0x${string}` }),
    ).toBe(true);

    // Reload: still connected, the same address shown, without a click.
    await page.reload();
    await accountButton(page, account.address).waitFor();
    await connectButton(page).waitFor({ state: 'detached' });

    // Disconnect from the Account view: the connect button is back, and stays back after a reload.
    await accountButton(page, account.address).click();
    await modal(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click();
    await connectButton(page).waitFor();
    await page.reload();
    await page.waitForFunction(() => (window as { __kit?: unknown }).__kit !== undefined);
    await waitUntilSettled(page);
    await connectButton(page).waitFor();
    expect(await accountButton(page, account.address).count()).toBe(0);
  },
  { timeoutMs: 60_000 },
);

browserTest(
  'error: a wallet that declines (4001) leaves the modal usable with the catalogue text',
  async (t) => {
    const { page } = t;
    const wallet = await t.injectWallet({ accountIndices: [ACCOUNT_INDEX], name: 'Declining Wallet' });
    wallet.reject(['eth_requestAccounts', 'wallet_requestPermissions']);
    await t.openDemo({ mode: 'plain' });

    await connectFromModal(page, 'Declining Wallet');
    const dialog = modal(page);
    await dialog.getByText('Connection declined', { exact: true }).waitFor();
    await dialog
      .getByText(
        'The request was declined in Declining Wallet. A request can also be declined if a previous one is still open.',
        { exact: true },
      )
      .waitFor();
    // Nothing was connected, and the modal still works: Try again asks again, Back leads to the list.
    expect(await connectButton(page).isVisible()).toBe(true);
    const asked = wallet.calls.length;
    await dialog.getByRole('button', { name: 'Try again', exact: true }).click();
    await dialog.getByText('Connection declined', { exact: true }).waitFor();
    expect(wallet.calls.length).toBeGreaterThan(asked);
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /Declining Wallet/ })
      .waitFor();
    const status = await page.evaluate(() => {
      const kit = (window as unknown as { __kit: { store: { getState(): unknown } } }).__kit;
      return (kit.store.getState() as { connection: { status: Record<string, string> } }).connection.status;
    });
    expect(Object.values(status)).not.toContain('connected');
  },
);

browserTest(
  'behavior: a wallet that announces after the modal is open still appears in the list',
  async (t) => {
    const { page } = t;
    const wallet = await t.injectWallet({ name: 'Late Wallet', rdns: 'dev.portico.late', late: true });
    await t.openDemo({ mode: 'plain' });
    await connectButton(page).click();
    const list = modal(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' });
    await list.waitFor();
    expect(await list.getByRole('button', { name: /Late Wallet/ }).count()).toBe(0);

    await wallet.announce();
    await list.getByRole('button', { name: /Late Wallet/ }).click();
    // It connects like any other wallet.
    await accountButton(page, t.sandbox.accounts[1]!.address).waitFor();
  },
);
