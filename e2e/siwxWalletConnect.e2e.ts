import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { verifySiwxSession } from '../src/server';
import { browserTest } from './harness/browserTest';
import { modal } from './harness/kitPage';
import {
  connectWalletPeer,
  prepareWalletPeers,
  WALLETCONNECT_DUPLICATE_DELIVERY,
} from './harness/walletConnectPage';

// Issue 14, WalletConnect one-click sign-in in the browser: the demo with `?siwx=required` pairs over
// the sandbox relay with a @reown/walletkit peer that answers the proposal's authentication request.
// One round trip connects and signs in: the wallet is asked for nothing else, no SIWXSignMessage
// opens, and the reference API's session (verified from the wallet's CACAO) is trusted by
// portico/server. Signing costs nothing, so the wallet holds a fresh random key.

const startPeer = prepareWalletPeers();

/** The value of row `name` in the demo's "Sign-in state" table. */
const siwxValue = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Sign-in state' }).getByRole('row', { name }).locator('td');

browserTest(
  'behavior: ?siwx=required — WalletConnect one-click sign-in: paired and signed in in one round trip, no SIWXSignMessage, no personal_sign',
  async (t) => {
    const { page, sandbox } = t;
    const account = privateKeyToAccount(generatePrivateKey());
    const peer = await startPeer(t, {
      account,
      chains: [{ chainId: sandbox.chainId, rpcUrl: sandbox.rpcUrl }],
      signIn: true,
    });
    // One-click sign-in applies when every requested chain is eip155: the demo's config without its
    // Solana chain and embedded wallet (which add Solana networks), and without the dev wallet.
    const {
      devWallet: _keys,
      solana: _solana,
      secureSiteOrigin: _frame,
      ...evmOnly
    } = sandbox.demoConfig as typeof sandbox.demoConfig & {
      solana?: unknown;
    };
    await page.route('**/config.json', (route) => route.fulfill({ json: { ...evmOnly, mode: 'plain' } }));
    await t.openDemo({ path: '?siwx=required' });
    await connectWalletPeer(page, peer, account.address);

    await siwxValue(page, 'status').filter({ hasText: 'signedIn' }).waitFor();
    await modal(page).waitFor({ state: 'detached' });
    expect((await siwxValue(page, 'address').textContent())?.toLowerCase()).toBe(
      account.address.toLowerCase(),
    );
    expect(peer.requests).toEqual(['authenticate']);

    const token = await page.evaluate(() => {
      const kit = (
        window as unknown as {
          __kit: { store: { getState(): { siwx?: { sessions: { token?: string }[] } } } };
        }
      ).__kit;
      return kit.store.getState().siwx?.sessions[0]?.token;
    });
    await expect(
      verifySiwxSession({
        authorizationHeader: `Bearer ${token}`,
        apiUrl: sandbox.apiUrl,
        expectedDomain: new URL(sandbox.demoUrl).host,
      }),
    ).resolves.toMatchObject({ caipNetworkId: sandbox.caipNetworkId });
  },
  { timeoutMs: 90_000, allowErrors: [WALLETCONNECT_DUPLICATE_DELIVERY] },
);
