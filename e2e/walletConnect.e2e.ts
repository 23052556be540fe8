import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startWalletPeer, type WalletPeer } from '../src/adapters/walletconnect/testing/startWalletPeer';
import { browserTest } from './harness/browserTest';
import { connectButton, modal } from './harness/kitPage';
import { WALLETCONNECT_DUPLICATE_DELIVERY } from './harness/walletConnectPage';

// Issue 5's WalletConnect QR flow in the browser: the demo's kit pairs through the sandbox's relay with
// a real wallet (@reown/walletkit, in this Node process, signing with an anvil key). The test reads the
// pairing URI the way a visitor hands it to a wallet: "Copy link", then the clipboard.

// WalletConnect's verify and telemetry services are off in a test run (../shared/INFRA.md); the demo
// build sets the same switch for the page.
process.env.IS_VITEST = 'true';

/** The anvil account the WalletConnect wallet holds (no other test signs or sends with it). */
const ACCOUNT_INDEX = 7;

let peer: WalletPeer | undefined;
afterEach(async () => {
  await peer?.stop();
  peer = undefined;
  // The wallet's client clears its last timer (<1 s) after its socket closed; a Jest worker that
  // still holds one is reported as leaking. Waits for that condition, at most 3 s.
  const deadline = Date.now() + 3000;
  while (process.getActiveResourcesInfo().includes('Timeout') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

browserTest(
  'behavior: WalletConnect QR flow: pair a wallet from the copied link, sign, wallet-side disconnect',
  async (t) => {
    const { page, context, sandbox } = t;
    const account = privateKeyToAccount(sandbox.accounts[ACCOUNT_INDEX]!.privateKey);
    peer = await startWalletPeer({
      relayUrl: sandbox.relayUrl,
      account,
      chains: [
        { chainId: sandbox.chainId, rpcUrl: sandbox.rpcUrl },
        { chainId: sandbox.secondChain.chainId, rpcUrl: sandbox.secondChain.rpcUrl },
      ],
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(sandbox.demoUrl).origin,
    });
    await t.openDemo({ mode: 'plain' });

    // The visitor picks WalletConnect: a QR code and "Copy link" for the pairing URI.
    await connectButton(page).click();
    await modal(page, 'Connect Wallet')
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /WalletConnect/ })
      .click();
    const view = modal(page, 'WalletConnect');
    await view.getByRole('img', { name: /QR code/i }).waitFor();
    await view.getByRole('button', { name: 'Copy link', exact: true }).click();
    const uri = await page.waitForFunction(async () => {
      const text = await navigator.clipboard.readText();
      return text.startsWith('wc:') ? text : undefined;
    });
    const pairingUri = (await uri.jsonValue()) as string;
    expect(pairingUri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    // The wallet scans it and approves: the page shows the connected account.
    await peer.pair(pairingUri);
    await page.getByTitle(`Account ${account.address}`).waitFor();
    await connectButton(page).waitFor({ state: 'detached' });

    // A personal_sign from the page is answered by the wallet and verifies in Node.
    const message = 'Sign in over WalletConnect';
    const signature = await page.evaluate(
      (text) =>
        (
          window as unknown as { __kit: { adapters: { signMessage(m: string): Promise<string> } } }
        ).__kit.adapters.signMessage(text),
      message,
    );
    expect(peer.requests).toContain('personal_sign');
    expect(
      await verifyMessage({ address: account.address, message, signature: signature as `0x${string}` }),
    ).toBe(true);

    // The wallet ends the session: the page is back to the connect button.
    await peer.disconnect();
    await connectButton(page).waitFor();
    expect(await page.getByTitle(`Account ${account.address}`).count()).toBe(0);
  },
  { timeoutMs: 60_000, allowErrors: [WALLETCONNECT_DUPLICATE_DELIVERY] },
);
