import type { BrowserContext, Page } from 'playwright-core';
import {
  type StartWalletPeerParameters,
  startWalletPeer,
  type WalletPeer,
} from '../../test/walletconnect/startWalletPeer';
import type { BrowserTestContext } from './browserTest';
import { connectButton, modal } from './kitPage';
import type { SandboxInfo } from './sandboxInfo';

/**
 * What WalletConnect's own client logs at its 'error' level when the relay delivers a session
 * settlement a second time (delivery is at least once): the session is already settled, nothing
 * failed, and the kit never sees it. Seen about once in twenty runs; allowed by the tests that pair.
 */
export const WALLETCONNECT_DUPLICATE_DELIVERY = /Pending session not found for topic [0-9a-f]{64}/;

// The demo's WalletConnect QR flow as a visitor does it: Connect -> WalletConnect -> "Copy link", and
// the copied pairing URI handed to the wallet (a @reown/walletkit peer in the test's Node process).

/** Lets the demo's page read and write the clipboard, where "Copy link" puts the pairing URI. */
export async function allowClipboard(context: BrowserContext, sandbox: SandboxInfo): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(sandbox.demoUrl).origin,
  });
}

/** Connect -> WalletConnect -> "Copy link"; returns the `wc:` URI the page copied. */
export async function copyPairingUri(page: Page): Promise<string> {
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
  return (await uri.jsonValue()) as string;
}

/** Pairs `peer` from the copied link and waits for the host page's account button of `address`. */
export async function connectWalletPeer(page: Page, peer: WalletPeer, address: string): Promise<void> {
  await peer.pair(await copyPairingUri(page));
  await page.getByTitle(`Account ${address}`).waitFor();
}

/**
 * Stops the wallet peer. Its client clears its last timer (<1 s) after the socket closed; a Jest
 * worker that still holds one is reported as leaking, so this waits for that condition, at most 3 s.
 */
export async function stopWalletPeer(peer: WalletPeer | undefined): Promise<void> {
  await peer?.stop();
  const deadline = Date.now() + 3000;
  while (process.getActiveResourcesInfo().includes('Timeout') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A test's wallet peer: `startWalletPeer`'s parameters without the relay (the sandbox's). */
export interface TestWalletPeerOptions extends Omit<StartWalletPeerParameters, 'relayUrl' | 'chains'> {
  /** Default: the sandbox's two EVM chains, its main chain first. */
  chains?: StartWalletPeerParameters['chains'];
}

/** Starts a wallet peer on the sandbox's relay and lets the page use the clipboard (see below). */
export type StartTestWalletPeer = (
  t: BrowserTestContext,
  options: TestWalletPeerOptions,
) => Promise<WalletPeer>;

/**
 * Prepares a browser test file that pairs WalletConnect wallets; call once at its top. WalletConnect's
 * verify and telemetry services are off in a test run (../shared/INFRA.md; the demo build sets the
 * same switch for the page), and every peer the returned function starts is stopped after its test.
 */
export function prepareWalletPeers(): StartTestWalletPeer {
  process.env.IS_VITEST = 'true';
  let peers: WalletPeer[] = [];
  afterEach(async () => {
    for (const peer of peers) await stopWalletPeer(peer);
    peers = [];
  });
  return async ({ context, sandbox }, { chains, ...options }) => {
    const peer = await startWalletPeer({
      ...options,
      relayUrl: sandbox.relayUrl,
      chains: chains ?? [
        { chainId: sandbox.chainId, rpcUrl: sandbox.rpcUrl },
        { chainId: sandbox.secondChain.chainId, rpcUrl: sandbox.secondChain.rpcUrl },
      ],
    });
    peers.push(peer);
    await allowClipboard(context, sandbox);
    return peer;
  };
}
