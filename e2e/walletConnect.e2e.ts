import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { browserTest } from './harness/browserTest';
import { connectButton } from './harness/kitPage';
import {
  copyPairingUri,
  prepareWalletPeers,
  WALLETCONNECT_DUPLICATE_DELIVERY,
} from './harness/walletConnectPage';

// Issue 5's WalletConnect QR flow in the browser: the demo's kit pairs through the sandbox's relay with
// a real wallet (@reown/walletkit, in this Node process, signing with an anvil key). The test reads the
// pairing URI the way a visitor hands it to a wallet: "Copy link", then the clipboard.

const startPeer = prepareWalletPeers();

/** The anvil account the WalletConnect wallet holds (no other test signs or sends with it). */
const ACCOUNT_INDEX = 7;

browserTest(
  'behavior: WalletConnect QR flow: pair a wallet from the copied link, sign, wallet-side disconnect',
  async (t) => {
    const { page, sandbox } = t;
    const account = privateKeyToAccount(sandbox.accounts[ACCOUNT_INDEX]!.privateKey);
    const peer = await startPeer(t, { account });
    await t.openDemo({ mode: 'plain' });

    // The visitor picks WalletConnect: a QR code and "Copy link" for the pairing URI.
    const pairingUri = await copyPairingUri(page);
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
