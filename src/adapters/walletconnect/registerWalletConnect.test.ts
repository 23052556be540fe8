import { EventEmitter } from 'node:events';
import { solanaLocal } from '../../core/networks/chains/solana';
import { defineNetwork } from '../../core/networks/network';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { getConnectorService, getWalletConnectService } from '../../store/services/kitServices';
import { isPairingExpired } from '../../store/slices/connectionSlice';
import { solanaAdapter } from '../solana/solanaAdapter';
import { registerWalletConnect } from './registerWalletConnect';

// The connector's rules with a stand-in UniversalProvider (the real one runs in
// walletConnect.integration.test.ts against the sandbox relay and a wallet).

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}

class MockProvider extends EventEmitter {
  session: unknown;
  uri: string | undefined;
  readonly pairings: Deferred<unknown>[] = [];
  readonly connectOptions: unknown[] = [];
  readonly setDefaultChain = jest.fn();
  readonly disconnect = jest.fn(async () => {
    this.session = undefined;
  });
  readonly client = {
    session: { length: 0 },
    proposal: { getAll: () => [], delete: jest.fn() },
    events: new EventEmitter(),
    core: {
      pairing: { getPairings: () => [], disconnect: jest.fn() },
      storage: { getKeys: async () => [], removeItem: jest.fn() },
      heartbeat: { stop: jest.fn() },
      relayer: { transportClose: jest.fn(async () => undefined) },
    },
  };
  constructor(readonly options: Record<string, unknown>) {
    super();
  }
  connect(options: unknown): Promise<unknown> {
    this.connectOptions.push(options);
    let resolve!: (value: unknown) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.catch(() => undefined);
    this.pairings.push({ promise, resolve, reject });
    const uri = `wc:${String(this.pairings.length).padStart(64, '0')}@2?relay-protocol=irn&symKey=00`;
    queueMicrotask(() => {
      this.uri = uri;
      this.emit('display_uri', uri);
    });
    return promise;
  }
}

const mockProviders: MockProvider[] = [];
let mockStoredSession: unknown;

jest.mock('@walletconnect/universal-provider', () => ({
  UniversalProvider: {
    init: async (options: Record<string, unknown>) => {
      const provider = new MockProvider(options);
      provider.session = mockStoredSession;
      mockProviders.push(provider);
      return provider;
    },
  },
}));

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const network = (id: number) =>
  defineNetwork({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${id}`] } },
  });

const session = (chains: number[]) => ({
  topic: 'session-topic',
  expiry: Math.floor(Date.now() / 1000) + 3600,
  peer: {
    metadata: {
      name: 'Mock Wallet',
      description: '',
      url: 'https://w.test',
      icons: ['https://w.test/i.png'],
    },
  },
  namespaces: {
    eip155: {
      chains: chains.map((c) => `eip155:${c}`),
      accounts: chains.map((c) => `eip155:${c}:${address}`),
      methods: [],
      events: [],
    },
  },
});

let kit: AppKit;
let clock: number;
const state = () => kit.store.getState() as RootState;

function makeKit(storage = createMemoryStorage()) {
  kit = createAppKit({
    projectId: 'p1',
    networks: [network(1), network(10)],
    defaultNetwork: network(10),
    storage,
    features: { analytics: false },
    customRpcUrls: { 'eip155:1': ['http://custom.rpc'] },
  });
  return kit;
}

beforeEach(() => {
  mockProviders.length = 0;
  mockStoredSession = undefined;
  clock = 1_000_000;
});

afterEach(() => kit?.destroy());

test('registers the views’ services without loading the provider', () => {
  makeKit();
  registerWalletConnect(kit, { relayUrl: 'ws://relay.test' });
  expect(getWalletConnectService(kit.services)).toBeDefined();
  expect(getConnectorService(kit.services, 'walletConnect')).toBeDefined();
  expect(mockProviders).toHaveLength(0);
});

test('createPairing stores the URI with its expiry and proposes wallet methods with rpcMap reads', async () => {
  makeKit();
  const service = registerWalletConnect(kit, {
    relayUrl: 'ws://relay.test',
    customStoragePrefix: 'k1',
    now: () => clock,
  });
  const { uri } = await service.createPairing();

  const walletConnect = state().connection.walletConnect;
  expect(walletConnect).toEqual({ status: 'connecting', uri, pairingExpiry: clock + 5 * 60_000 });
  expect(isPairingExpired(walletConnect, clock + 4 * 60_000)).toBe(false);
  expect(isPairingExpired(walletConnect, clock + 5 * 60_000 - 10_000)).toBe(true);

  const provider = mockProviders[0]!;
  expect(provider.options).toMatchObject({
    relayUrl: 'ws://relay.test',
    projectId: 'p1',
    customStoragePrefix: 'k1',
    telemetryEnabled: false,
    storageOptions: { database: ':memory:' },
  });
  expect(provider.connectOptions[0]).toEqual({
    optionalNamespaces: {
      eip155: {
        // The active network first, so it becomes the session's default chain.
        chains: ['eip155:10', 'eip155:1'],
        methods: expect.not.arrayContaining(['eth_getBalance', 'eth_call', 'eth_chainId']),
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { '1': 'http://custom.rpc', '10': 'http://127.0.0.1:10' },
      },
    },
  });
  expect(
    (provider.connectOptions[0] as { optionalNamespaces: { eip155: { methods: string[] } } })
      .optionalNamespaces.eip155.methods,
  ).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']));
});

test('approval connects through walletConnect on the active network', async () => {
  makeKit();
  const service = registerWalletConnect(kit);
  await service.createPairing();
  const provider = mockProviders[0]!;
  provider.session = session([1, 10]);
  provider.pairings[0]!.resolve(provider.session);
  await service.waitForSession();

  expect(provider.setDefaultChain).toHaveBeenCalledWith('eip155:10');
  expect(state().connection).toMatchObject({
    status: { eip155: 'connected' },
    connectorIds: { eip155: 'walletConnect' },
    wallets: { eip155: { name: 'Mock Wallet', icon: 'https://w.test/i.png' } },
    walletConnect: { status: 'connected' },
  });
  expect(state().chains.chains.eip155?.accountState).toMatchObject({
    address,
    caipAddress: `eip155:10:${address}`,
  });
  expect(state().chains.chains.eip155?.networkState.approvedCaipNetworkIds).toEqual([
    'eip155:1',
    'eip155:10',
  ]);
  expect(kit.services.get('provider:eip155')).toBe(provider);
});

test('a replaced pairing that expires reports nothing; the current one reports its failure', async () => {
  makeKit();
  const service = registerWalletConnect(kit);
  await service.createPairing();
  const { uri } = await service.createPairing();
  const provider = mockProviders[0]!;

  provider.pairings[0]!.reject(new Error('Proposal expired'));
  await new Promise((resolve) => setImmediate(resolve));
  expect(state().connection.walletConnect).toMatchObject({ status: 'connecting', uri });

  provider.pairings[1]!.reject(new Error('Proposal expired'));
  await expect(service.waitForSession()).rejects.toThrow('Proposal expired');
  expect(state().connection.walletConnect).toEqual({ status: 'disconnected', error: 'Proposal expired' });
});

test('wallet events: chain change updates the network and the account; disconnect resets', async () => {
  makeKit();
  const service = registerWalletConnect(kit);
  await service.createPairing();
  const provider = mockProviders[0]!;
  provider.session = session([1, 10]);
  provider.pairings[0]!.resolve(provider.session);
  await service.waitForSession();

  provider.emit('chainChanged', '1');
  provider.emit('accountsChanged', [address]);
  expect(state().chains.chains.eip155?.networkState.caipNetworkId).toBe('eip155:1');
  expect(state().chains.activeCaipNetworkId).toBe('eip155:1');
  expect(state().chains.chains.eip155?.accountState.caipAddress).toBe(`eip155:1:${address}`);

  provider.session = undefined;
  provider.emit('disconnect', { code: 6000 });
  await new Promise((resolve) => setImmediate(resolve));
  expect(state().connection.status.eip155).toBe('disconnected');
  expect(state().connection.connectorIds.eip155).toBeUndefined();
  expect(state().chains.chains.eip155?.accountState.address).toBeUndefined();
  expect(kit.services.get('provider:eip155')).toBeUndefined();
});

test('kit-side disconnect ends the session on the wallet side and resets the namespace', async () => {
  makeKit();
  const service = registerWalletConnect(kit);
  await service.createPairing();
  const provider = mockProviders[0]!;
  provider.session = session([10]);
  provider.pairings[0]!.resolve(provider.session);
  await service.waitForSession();

  await getConnectorService(kit.services, 'walletConnect')!.disconnect!();
  expect(provider.disconnect).toHaveBeenCalled();
  expect(state().connection.status.eip155).toBe('disconnected');
  expect(state().connection.walletConnect).toEqual({ status: 'disconnected' });
});

test('a stored WalletConnect connector is restored from the stored session, or fails its sync', async () => {
  const stored = () =>
    createMemoryStorage({
      '@appkit/connection': JSON.stringify({ connectorIds: { eip155: 'walletConnect' } }),
    });
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 2000;
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  mockStoredSession = session([10]);
  makeKit(stored());
  registerWalletConnect(kit);
  await kit.ready;
  await until(() => state().connection.status.eip155 === 'connected');
  expect(state().connection.status.eip155).toBe('connected');
  expect(state().chains.chains.eip155?.accountState.address).toBe(address);
  kit.destroy();

  mockStoredSession = undefined;
  makeKit(stored());
  registerWalletConnect(kit);
  await kit.ready;
  await until(() => state().connection.connectorIds.eip155 === undefined);
  expect(state().connection.status.eip155).toBe('disconnected');
});

test('behavior: a reload restores every namespace WalletConnect held (eip155 and solana, through the Solana adapter); one the session lost fails its sync', async () => {
  const solanaAddress = '9XaGLn6QNmEA7BFdPCXGwqubyymq9V3qf385JhWCSFSr';
  const stored = () =>
    createMemoryStorage({
      '@appkit/connection': JSON.stringify({
        connectorIds: { eip155: 'walletConnect', solana: 'walletConnect' },
      }),
    });
  const withSolana = {
    ...session([10]),
    namespaces: {
      ...session([10]).namespaces,
      solana: {
        chains: [solanaLocal.caipNetworkId],
        accounts: [`${solanaLocal.caipNetworkId}:${solanaAddress}`],
        methods: [],
        events: [],
      },
    },
  };
  const makeBothKit = () => {
    kit = createAppKit({
      projectId: 'p1',
      networks: [network(10), solanaLocal],
      storage: stored(),
      // eip155 as WalletConnect alone connects it (no EVM library); solana through its adapter.
      adapters: [{ namespace: 'eip155' }, solanaAdapter()],
      features: { analytics: false },
    });
    registerWalletConnect(kit);
  };
  const settled = async () => {
    const deadline = Date.now() + 5000;
    while (Object.values(state().connection.status).includes('connecting') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
  };

  mockStoredSession = withSolana;
  makeBothKit();
  await kit.ready;
  await settled();
  expect(state().connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' });
  expect(state().chains.chains.solana?.accountState).toMatchObject({
    address: solanaAddress,
    caipAddress: `${solanaLocal.caipNetworkId}:${solanaAddress}`,
  });
  expect(kit.services.get('provider:solana')).toBeDefined();
  kit.destroy();

  // The stored session no longer holds solana: eip155 comes back, solana fails its sync.
  mockStoredSession = session([10]);
  makeBothKit();
  await kit.ready;
  await settled();
  expect(state().connection.status.eip155).toBe('connected');
  expect(state().connection.status.solana).not.toBe('connected');
  expect(state().connection.connectorIds.solana).toBeUndefined();
});
