import { ed25519 } from '@noble/curves/ed25519.js';
import { Connection, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { formatUnits } from 'viem';
import { pollUntil } from '../sandbox/lib/pollUntil';
import { solanaRpcFetch } from '../src/adapters/solana/solanaRpcFetch';
import { decodeBase58 } from '../src/core/base58';
import { formatBalance, truncateMiddle } from '../src/core/format';
import { solanaDevnet, solanaLocal } from '../src/core/networks/chains/solana';
import { browserTest } from './harness/browserTest';
import { docScreenshot } from './harness/docScreenshot';
import { accountButton, connectButton, connectFromModal, modal } from './harness/kitPage';
import { goToSend, reviewSend, waitForSentToast } from './harness/sendPage';

// Issue 15's browser acceptance for Solana in the modal: the demo's Solana dev wallet (a Wallet
// Standard wallet on a sandbox dev key, talking to the local Solana chain) connected from the modal,
// its SOL balance, a SOL send through the Send view, a signed message verified in Node, a cluster switch, a reload, then an EVM wallet
// beside it (one wallet per namespace), switching namespaces from the network list, and disconnecting
// Solana without losing EVM.

/** The EVM account of the injected test wallet: ETH only, no other test sends from it. */
const EVM_ACCOUNT_INDEX = 7;

type KitWindow = {
  __kit: {
    store: {
      getState(): { connection: { status: Record<string, string> }; chains: { activeNamespace?: string } };
    };
    getState(): { selectedNetworkId?: string };
    adapters: { signMessage(message: string): Promise<string> };
  };
};

/** What the Account view shows as the SOL balance of `address` on the local chain. */
async function expectedSolText(rpcUrl: string, address: string): Promise<string> {
  const lamports = await new Connection(rpcUrl, {
    commitment: 'confirmed',
    fetch: solanaRpcFetch,
  }).getBalance(new PublicKey(address));
  return formatBalance(formatUnits(BigInt(lamports), 9), 'SOL', { grouping: true });
}

/** The connection status per namespace, as the kit's store has it. */
const statuses = (page: Page) =>
  page.evaluate(() => (window as unknown as KitWindow).__kit.store.getState().connection.status);

/** Waits until the kit's selected network is `caipNetworkId`. */
const waitForNetwork = (page: Page, caipNetworkId: string) =>
  page.waitForFunction(
    (id) => (window as unknown as KitWindow).__kit.getState().selectedNetworkId === id,
    caipNetworkId,
  );

/** From the open Account view: Networks -> the namespace's tab -> the network. */
async function pickNetwork(page: Page, current: RegExp, tab: 'EVM' | 'Solana', name: RegExp) {
  await modal(page, 'Account').getByRole('button', { name: current }).click();
  const networks = modal(page, 'Choose Network');
  await networks.getByRole('tab', { name: tab }).click();
  await networks.getByRole('button', { name }).click();
}

browserTest(
  'behavior: Solana dev wallet from the modal, balance, send SOL, sign, switch cluster, reload, EVM beside it, disconnect one',
  async (t) => {
    const { page, sandbox } = t;
    const solAddress = sandbox.demoConfig.solana!.accounts[0]!.address;
    const evmAddress = sandbox.accounts[EVM_ACCOUNT_INDEX]!.address;
    await t.injectWallet({ accountIndices: [EVM_ACCOUNT_INDEX] });
    await t.openDemo();

    // The Wallet Standard wallet is listed with its icon, as an installed wallet.
    await connectButton(page).click();
    const solRow = modal(page, 'Connect Wallet')
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Portico Solana Dev Wallet/ });
    await solRow.waitFor();
    expect(await solRow.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await docScreenshot(page, 'solana-connect.png');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    // Connect it: the button shows the Solana account; the Account view its SOL balance on Solana Local.
    await connectFromModal(page, 'Portico Solana Dev Wallet');
    await accountButton(page, solAddress).waitFor();
    await accountButton(page, solAddress).click();
    const accountView = modal(page, 'Account');
    await accountView.getByRole('heading', { name: truncateMiddle(solAddress) }).waitFor();
    const balance = accountView.getByTestId('portico-account-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe(await expectedSolText(sandbox.solana.rpcUrl, solAddress));
    // Its tokens come from the reference API's Solana balances: the seeded PUSD.
    await accountView.getByText('Portico Sandbox USD', { exact: true }).waitFor();
    await docScreenshot(page, 'solana-account.png');

    // Send 0.5 SOL to a fresh address through the Send view: the dev wallet signs and sends on the local
    // chain; the receiver holds exactly 0.5 SOL and the sender paid 0.5 SOL plus the fee shown.
    const connection = new Connection(sandbox.solana.rpcUrl, {
      commitment: 'confirmed',
      fetch: solanaRpcFetch,
    });
    const receiver = new PublicKey(ed25519.getPublicKey(ed25519.utils.randomPrivateKey())).toBase58();
    const senderBefore = await connection.getBalance(new PublicKey(solAddress));
    await goToSend(page, solAddress);
    // Names are EVM's: the field asks for a Solana address, not "0x… or alice.portico" (issue 22).
    const to = modal(page, 'Send').getByRole('textbox', { name: 'To (address)' });
    expect(await to.getAttribute('placeholder')).toBe('Solana address');
    const preview = await reviewSend(page, { token: 'native', amount: '0.5', to: receiver });
    expect(await preview.getByTestId('send-preview-amount').textContent()).toBe('0.5 SOL');
    expect(await preview.getByTestId('send-preview-fee').textContent()).toMatch(/SOL$/);
    await preview.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForSentToast(page);
    // The toast comes with the signature; the balance follows at the 'confirmed' commitment.
    await pollUntil(
      async () => ((await connection.getBalance(new PublicKey(receiver))) > 0 ? true : undefined),
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(500_000_000);
    const paid = senderBefore - (await connection.getBalance(new PublicKey(solAddress)));
    expect(paid).toBeGreaterThan(500_000_000);
    expect(paid).toBeLessThan(500_000_000 + 100_000); // plus the network fee (5,000 lamports per signature)
    if ((await modal(page).count()) === 0) await accountButton(page, solAddress).click();
    await modal(page, 'Account')
      .getByRole('heading', { name: truncateMiddle(solAddress) })
      .waitFor();

    // Sign through the kit (the active namespace is Solana): base58, verified with the account's key.
    const message = 'Sign in to the Portico demo on Solana';
    const signature = await page.evaluate(
      (text) => (window as unknown as KitWindow).__kit.adapters.signMessage(text),
      message,
    );
    expect(
      ed25519.verify(
        decodeBase58(signature)!,
        new TextEncoder().encode(message),
        new PublicKey(solAddress).toBytes(),
      ),
    ).toBe(true);

    // Switch cluster to devnet and back: Solana wallets have no switch request, the kit's choice holds.
    await pickNetwork(page, /Solana Local.*Network|Network.*Solana Local/s, 'Solana', /^Solana Devnet/);
    await waitForNetwork(page, solanaDevnet.caipNetworkId);
    await pickNetwork(page, /Solana Devnet.*Network|Network.*Solana Devnet/s, 'Solana', /^Solana Local/);
    await waitForNetwork(page, solanaLocal.caipNetworkId);
    expect(await statuses(page)).toMatchObject({ solana: 'connected' });
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    // Reload: still connected (the wallet remembers the site; the kit reconnects without a prompt).
    await page.reload();
    await accountButton(page, solAddress).waitFor();
    await connectButton(page).waitFor({ state: 'detached' });

    // An EVM network while only Solana is connected opens Connect for EVM: the injected test wallet.
    await accountButton(page, solAddress).click();
    await pickNetwork(page, /Solana Local.*Network|Network.*Solana Local/s, 'EVM', /^Anvil( Testnet)?$/);
    const connectEvm = modal(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' });
    expect(await connectEvm.getByRole('button', { name: /Portico Solana Dev Wallet/ }).count()).toBe(0);
    await connectEvm.getByRole('button', { name: /^Test Wallet/ }).click();
    await accountButton(page, evmAddress).waitFor();
    expect(await statuses(page)).toMatchObject({ eip155: 'connected', solana: 'connected' });

    // Back to Solana from the network list: the button and the Account view follow the namespace.
    await accountButton(page, evmAddress).click();
    await pickNetwork(page, /Anvil\b.*Network|Network.*Anvil\b/s, 'Solana', /^Solana Local/);
    await modal(page, 'Account')
      .getByRole('heading', { name: truncateMiddle(solAddress) })
      .waitFor();
    await page.keyboard.press('Escape');
    await accountButton(page, solAddress).waitFor();

    // Both survive a reload.
    await page.reload();
    await accountButton(page, solAddress).waitFor();
    await page.waitForFunction(
      () => (window as unknown as KitWindow).__kit.store.getState().connection.status.eip155 === 'connected',
    );

    // Disconnect Solana from its Account view: EVM stays connected and becomes the account shown.
    await accountButton(page, solAddress).click();
    await modal(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click();
    await accountButton(page, evmAddress).waitFor();
    expect(await statuses(page)).toMatchObject({ eip155: 'connected', solana: 'disconnected' });
    await page.reload();
    await accountButton(page, evmAddress).waitFor();
    expect(await accountButton(page, solAddress).count()).toBe(0);
  },
  {
    // About 11 s alone; two clean-clone CI runs cut it at 90 s while the other worker built the host
    // matrix's six production apps (webpack, Next, Parcel...) on the same two cores.
    timeoutMs: 180_000,
    // Devnet's balance read goes to the sandbox API's shared RPC service, which serves the local chains
    // only: its 404 is the one error this test provokes (offline, the real devnet is never asked).
    allowErrors: [/status of 404 .*\/v1\/\?chainId=solana%3AEtWTRABZaYq6iMfeYKouRu166VU2xqa1/],
  },
);
