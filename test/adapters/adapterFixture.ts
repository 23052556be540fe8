import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { spawnAnvil } from '../../sandbox/chain/spawnAnvil';
import { type StartChainReturnType, startChain } from '../../sandbox/chain/startChain';
import { ethersAdapter } from '../../src/adapters/ethers/ethersAdapter';
import { viemAdapter } from '../../src/adapters/evm/viemAdapter';
import type { TokenBalance } from '../../src/api/apiTypes';
import { defineNetwork, type Network } from '../../src/core/networks/network';
import type { AppKit } from '../../src/kit/createAppKit';
import { createAppKit } from '../../src/kit/createAppKit';
import type { RootState } from '../../src/store/createKitStore';
import { createMemoryStorage, type KitStorage } from '../../src/store/persistence/kitStorage';
import { createTestWallet, type TestWallet } from './createTestWallet';

// The fixture of the EVM adapter integration suite (adapterSuite.ts, adapterBalanceSuite.ts): a real
// anvil (plus a bare second one for switching), a small token API, and kits with the adapter under test.

export const CONNECTOR_ID = 'com.example.testwallet';

/** Polls until `check` passes (no fixed sleeps). */
export async function waitFor(check: () => void, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:0x${'1'.repeat(40)}`,
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
});

/** A minimal blockchain API for token balances: counts calls and can be made to fail. */
function startTokenApi() {
  const state = { balanceCalls: 0, identityCalls: 0, fail: false };
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/v1/supported-chains')) {
      res.end(JSON.stringify({ http: ['eip155:31337', 'eip155:31338'], ws: [] }));
      return;
    }
    if (req.url?.includes('/balance')) {
      state.balanceCalls += 1;
      if (state.fail) {
        res.statusCode = 500;
        res.end('{}');
        return;
      }
      res.end(JSON.stringify({ balances: [token('USDC', '6'), token('NFT', '0')] }));
      return;
    }
    if (req.url?.startsWith('/v1/identity/')) {
      state.identityCalls += 1;
      res.end(JSON.stringify({ name: 'alice.eth', avatar: null }));
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return { server, state };
}

/** Registers the integration tests of one EVM adapter library. */

/** What the suites use: the running chains and API (set in beforeAll) and kit / wallet helpers. */
export type AdapterFixture = ReturnType<typeof registerAdapterFixture>;

/** Starts the chains and the API around the calling describe block; returns the fixture. */
export function registerAdapterFixture(library: 'viem' | 'ethers') {
  let chain: StartChainReturnType;
  let second: Awaited<ReturnType<typeof spawnAnvil>>;
  let api: { server: Server; state: { balanceCalls: number; identityCalls: number; fail: boolean } };
  let apiUrl: string;
  let sandbox: Network;
  let other: Network;
  const kits: AppKit[] = [];

  beforeAll(async () => {
    [chain, second] = await Promise.all([startChain({ port: 0 }), spawnAnvil({ port: 0, chainId: 31338 })]);
    api = startTokenApi();
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    const base = {
      chainNamespace: 'eip155' as const,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.test' } },
    };
    sandbox = defineNetwork({
      ...base,
      id: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Sandbox',
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    other = defineNetwork({
      ...base,
      id: 31338,
      caipNetworkId: 'eip155:31338',
      name: 'Sandbox B',
      rpcUrls: { default: { http: [second.rpcUrl] } },
    });
  }, 60_000);

  afterAll(async () => {
    for (const kit of kits) kit.destroy();
    await new Promise((resolve) => api?.server.close(resolve));
    await Promise.all([chain?.stop(), second?.stop()]);
  });

  const makeKit = (storage: KitStorage = createMemoryStorage()) => {
    const kit = createAppKit({
      projectId: '',
      networks: [sandbox, other],
      adapters: [library === 'ethers' ? ethersAdapter() : viemAdapter()],
      storage,
      apiUrl,
      features: { analytics: false },
      customRpcUrls: { 'eip155:31337': [chain.rpcUrl], 'eip155:31338': [second.rpcUrl] },
    });
    kits.push(kit);
    return kit;
  };
  const state = (kit: AppKit) => kit.store.getState() as RootState;
  const account = (kit: AppKit) => state(kit).chains.chains.eip155!.accountState;
  const walletFor = (index: number, chains: Record<number, string> = { 31337: chain.rpcUrl }) =>
    createTestWallet({ account: privateKeyToAccount(chain.accounts[index]!.privateKey), chains });
  const addWallet = (kit: AppKit, wallet: TestWallet) =>
    kit.adapters.addConnector({
      id: CONNECTOR_ID,
      type: 'ANNOUNCED',
      name: 'Test Wallet',
      chain: 'eip155',
      provider: wallet,
      rdns: CONNECTOR_ID,
      icon: 'data:image/svg+xml,<svg/>',
    });
  const connected = async (index: number, chains?: Record<number, string>) => {
    const kit = makeKit();
    const wallet = walletFor(index, chains);
    addWallet(kit, wallet);
    await kit.ready;
    await kit.services.get<{ connect(): Promise<void> }>(`connector:${CONNECTOR_ID}`)!.connect();
    return { kit, wallet };
  };
  const publicClient = (url: string) => createPublicClient({ transport: http(url) });

  return {
    get chain() {
      return chain;
    },
    get second() {
      return second;
    },
    get api() {
      return api;
    },
    get sandbox() {
      return sandbox;
    },
    get other() {
      return other;
    },
    makeKit,
    state,
    account,
    walletFor,
    addWallet,
    connected,
    publicClient,
  };
}
