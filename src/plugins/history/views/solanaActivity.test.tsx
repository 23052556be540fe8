/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createStubApi,
  type HistoryAnswer,
  type StubApi,
  transaction,
  transfer,
} from '../../../../test/history/historyFixtures';
import { encodeBase58 } from '../../../core/base58';
import { solana, solanaDevnet, solanaLocal } from '../../../core/networks/chains/solana';
import type { Network } from '../../../core/networks/network';
import { type AppKit, createAppKit, createMemoryStorage } from '../../../index';
import { AppKitProvider } from '../../../react';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { connectionSlice } from '../../../store/slices/connectionSlice';
import { explorerTransactionUrl } from './TransactionRow';

// Issue 22: Solana Activity rows link to the network's explorer as EVM rows do (none on a chain without
// one), and the list pages on like EVM's, with the cursor the API gives (a signature, see
// sandbox/api/history/readSolanaHistory.ts). Through the real modal path, with a stub blockchain API.

const OWNER = '2VqKhjZ766ZN3uBtBpb7Ls3cN4HrocP1rzxzekhVEgpU';
const signature = (byte: number) => encodeBase58(new Uint8Array(64).fill(byte));
const short = (hash: string) => `${hash.slice(0, 4)}...${hash.slice(-6)}`;
const realFetch = globalThis.fetch;
let kit: AppKit;
let api: StubApi;

/** A SOL receive on `chain` with the given signature, mined `minutes` ago. */
function solTransfer(chain: string, hash: string, minutes: number) {
  return transaction(hash, new Date(Date.now() - minutes * 60_000).toISOString(), {
    metadata: {
      hash,
      chain,
      sentFrom: 'GgBaCs3NCBuZN12kCJgAW63ydqohFkHEdfdEXBPzLHq',
      sentTo: OWNER,
      nonce: 0,
    },
    transfers: [transfer({ quantity: { numeric: '0.1' }, fungible_info: { name: 'Solana', symbol: 'SOL' } })],
  });
}

async function openSolanaActivity(
  network: Network,
  history: (query: Record<string, string>) => HistoryAnswer,
): Promise<HTMLElement> {
  api = createStubApi({ history, supportedChains: [network.caipNetworkId] });
  globalThis.fetch = api.fetch;
  kit = createAppKit({
    projectId: 'proj-1',
    networks: [network],
    apiUrl: 'https://api.test/',
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
  });
  await kit.ready;
  kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network.caipNetworkId }));
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'solana', connectorId: 'phantom' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'solana',
      address: OWNER,
      caipAddress: `${network.caipNetworkId}:${OWNER}`,
    }),
  );
  render(<AppKitProvider kit={kit} />);
  await act(() => kit.open({ view: 'Account' }));
  await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
  return screen.findByRole('tabpanel', { name: 'Activity' });
}

afterEach(() => {
  kit?.destroy();
  globalThis.fetch = realFetch;
});

describe('Solana Activity', () => {
  test('default: a Solana row links its signature to the network explorer (Solscan), in a new tab', async () => {
    const hash = signature(7);
    const panel = await openSolanaActivity(solana, () => ({
      data: [solTransfer(solana.caipNetworkId, hash, 5)],
      next: null,
    }));
    const link = await within(panel).findByRole('link', {
      name: `View transaction ${short(hash)} on Solscan`,
    });
    expect(link.getAttribute('href')).toBe(`https://solscan.io/tx/${hash}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(api.historyRequests().map((r) => r.query.chainId)).toEqual([solana.caipNetworkId]);
  }, 30_000);

  test('behavior: devnet links carry ?cluster=devnet; a local chain without an explorer has no link', async () => {
    const hash = signature(9);
    let panel = await openSolanaActivity(solanaDevnet, () => ({
      data: [solTransfer(solanaDevnet.caipNetworkId, hash, 5)],
      next: null,
    }));
    expect((await within(panel).findByRole('link')).getAttribute('href')).toBe(
      `https://solscan.io/tx/${hash}?cluster=devnet`,
    );
    cleanup();
    kit.destroy();

    panel = await openSolanaActivity(solanaLocal, () => ({
      data: [solTransfer(solanaLocal.caipNetworkId, hash, 5)],
      next: null,
    }));
    expect((await within(panel).findByRole('listitem')).textContent).toContain('+0.1 SOL');
    expect(within(panel).queryByRole('link')).toBeNull();
  }, 30_000);

  test('behavior: Load more asks for the page before the last signature, as the API named it, until there is none', async () => {
    const newest = signature(1);
    const older = signature(2);
    const panel = await openSolanaActivity(solana, (query) =>
      query.cursor === newest
        ? { data: [solTransfer(solana.caipNetworkId, older, 60)], next: null }
        : { data: [solTransfer(solana.caipNetworkId, newest, 5)], next: newest },
    );
    await userEvent.click(await within(panel).findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(api.historyRequests().map((r) => r.query.cursor)).toEqual([undefined, newest]);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 30_000);
});

describe('explorerTransactionUrl', () => {
  const solscan = { name: 'Solscan', url: 'https://solscan.io/' };
  const etherscan = { name: 'Etherscan', url: 'https://etherscan.io' };

  test('default: {explorer}/tx/{hash} for EVM hashes and Solana signatures', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(explorerTransactionUrl(etherscan, hash, 'eip155:1')).toBe(`https://etherscan.io/tx/${hash}`);
    expect(explorerTransactionUrl(solscan, signature(3), solana.caipNetworkId)).toBe(
      `https://solscan.io/tx/${signature(3)}`,
    );
  });

  test("error: a hash not of the chain's namespace gives no URL", () => {
    expect(explorerTransactionUrl(solscan, `0x${'ab'.repeat(32)}`, solana.caipNetworkId)).toBeUndefined();
    expect(explorerTransactionUrl(etherscan, signature(3), 'eip155:1')).toBeUndefined();
    expect(explorerTransactionUrl(solscan, 'not-a-signature', solana.caipNetworkId)).toBeUndefined();
  });
});
