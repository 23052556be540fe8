import { pairingTopicOf, publishToRelay, relayGarbage } from '../test/walletconnect/publishToRelay';
import { browserTest } from './harness/browserTest';
import { allowClipboard, copyPairingUri } from './harness/walletConnectPage';

// Issue 22, hole 3, in the browser: a stranger who read the demo's QR code publishes garbage to its
// pairing topic over the sandbox relay. The page must raise no uncaught error and no unhandled rejection
// (Chromium reports both as page errors). WalletConnect's own logger may still print its decode
// failures with console.error (its level is the host's choice), so only those are allowed here.

browserTest(
  'error: garbage published to the WalletConnect pairing topic gives no uncaught error in the page',
  async (t) => {
    const { page, sandbox } = t;
    await allowClipboard(t.context, sandbox);
    await t.openDemo({ mode: 'plain' });
    const uri = await copyPairingUri(page);
    await publishToRelay(sandbox.relayUrl, pairingTopicOf(uri), [...relayGarbage(), ...relayGarbage()]);
    // Let the page receive and handle every message; then the QR view is still there to scan.
    await page.waitForTimeout(1500);
    expect(t.errors.errors.filter((error) => !error.startsWith('console.error:'))).toEqual([]);
    await page.getByRole('img', { name: /QR code/i }).waitFor();
  },
  { timeoutMs: 60_000, allowErrors: [/^console\.error:/] },
);
