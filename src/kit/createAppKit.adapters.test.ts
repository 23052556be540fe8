import { stubEvmAdapter } from '../../test/adapters/stubEvmAdapter';
import { stubAnalyticsFetch, UNTIL_SENT_MS } from '../../test/api/analyticsTestKit';
import type { AdapterDescriptor } from '../adapters/ChainAdapter';
import { ethersAdapter } from '../adapters/ethers/ethersAdapter';
import { viemAdapter } from '../adapters/evm/viemAdapter';
import { ethereum as mainnet, polygon } from '../core/networks/chains/evm';
import { solana } from '../core/networks/chains/solana';
import type { RootState } from '../store/createKitStore';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { authSlice } from '../store/slices/authSlice';
import { chainsSlice } from '../store/slices/chainsSlice';
import { connectionSlice } from '../store/slices/connectionSlice';
import { connectorsSlice } from '../store/slices/connectorsSlice';
import type { CreateAppKitOptions } from './appKitOptions';
import { type AppKit, createAppKit } from './createAppKit';

const kits: AppKit[] = [];
const makeKit = (extra: Partial<CreateAppKitOptions> = {}) => {
  const kit = createAppKit({
    projectId: 'p1',
    networks: [mainnet, polygon, solana],
    storage: createMemoryStorage(),
    features: { analytics: false },
    adapters: [viemAdapter(), { namespace: 'solana' }],
    ...extra,
  });
  kits.push(kit);
  return kit;
};
const state = (kit: AppKit) => kit.store.getState() as RootState;

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  jest.restoreAllMocks();
});

describe('createAppKit with adapters', () => {
  test('default: viemAdapter() and ethersAdapter() are tiny eip155 descriptors that load lazily', () => {
    for (const [descriptor, library] of [
      [viemAdapter(), 'viem'],
      [ethersAdapter(), 'ethers'],
    ] as const) {
      expect(Object.keys(descriptor).sort()).toEqual(['library', 'load', 'namespace']);
      expect(descriptor).toMatchObject({ namespace: 'eip155', library });
      expect(typeof descriptor.load).toBe('function');
    }
  });

  test('validation: a network outside the adapters namespaces is still rejected', () => {
    expect(() => makeKit({ adapters: [viemAdapter()] })).toThrow(/solana/);
  });

  test('server: no discovery and no reconnect; a stored session stays as stored', async () => {
    const storage = createMemoryStorage();
    await storage.setItem('@appkit/connection', JSON.stringify({ connectorIds: { eip155: 'io.metamask' } }));
    const kit = makeKit({ storage });
    await kit.ready;
    expect(typeof window).toBe('undefined');
    expect(state(kit).connectors.connectors).toEqual([]);
    expect(state(kit).connection.status.eip155).toBe('connecting');
  });

  test('reconnect: a stored connector that never appears -> disconnected (failed sync); enableReconnect off -> at once', async () => {
    const storage = createMemoryStorage();
    await storage.setItem('@appkit/connection', JSON.stringify({ connectorIds: { eip155: 'io.metamask' } }));
    const kit = makeKit({ storage });
    await kit.ready;
    await kit.adapters.reconnect({ waitMs: 20 });
    expect(state(kit).connection.status.eip155).toBe('disconnected');
    expect(state(kit).connection.connectorIds.eip155).toBeUndefined();

    const off = makeKit({ storage: createMemoryStorage(), enableReconnect: false });
    await off.ready;
    off.store.dispatch(connectionSlice.actions.connecting({ namespace: 'eip155' }));
    off.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'x' }));
    off.store.dispatch(connectionSlice.actions.connecting({ namespace: 'eip155' }));
    await off.adapters.reconnect();
    expect(state(off).connection.status.eip155).toBe('disconnected');
  });

  test('a failing adapter chunk rejects with the catalogue error and is retried on the next use', async () => {
    let attempts = 0;
    const flaky: AdapterDescriptor = {
      namespace: 'eip155',
      load: () => {
        attempts += 1;
        return Promise.reject(new Error('chunk failed'));
      },
    };
    const kit = makeKit({ adapters: [flaky, { namespace: 'solana' }] });
    await expect(kit.adapters.loadAdapter('eip155')).rejects.toThrow('chunk failed');
    await expect(kit.adapters.loadAdapter('eip155')).rejects.toThrow('chunk failed');
    expect(attempts).toBe(2);
    await expect(kit.adapters.loadAdapter('solana')).rejects.toThrow('Adapter not found');
  });
});

describe('disconnect (SPEC §4)', () => {
  const connectBoth = (kit: AppKit, type: 'WALLET_CONNECT' | 'ANNOUNCED') => {
    const disconnect = jest.fn(async () => undefined);
    kit.store.dispatch(
      connectorsSlice.actions.connectorAdded({ id: 'c1', type, name: 'W', chain: 'eip155' }),
    );
    kit.services.set('connector:c1', { connect: async () => undefined, disconnect });
    for (const namespace of ['eip155', 'solana'] as const) {
      kit.store.dispatch(connectionSlice.actions.connected({ namespace, connectorId: 'c1' }));
      kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace, address: '0xabc' }));
    }
    kit.store.dispatch(connectionSlice.actions.walletConnectStatusSet({ status: 'connected' }));
    kit.store.dispatch(authSlice.actions.socialLoginSucceeded({ provider: 'google' }));
    return disconnect;
  };

  test('behavior: other chains on the same WalletConnect connection go too; account, network, pairing and social provider reset', async () => {
    const kit = makeKit();
    const disconnect = connectBoth(kit, 'WALLET_CONNECT');
    await kit.adapters.disconnect({ namespace: 'eip155' });
    expect(disconnect).toHaveBeenCalledTimes(1);
    const s = state(kit);
    expect(s.connection.status).toEqual({ eip155: 'disconnected', solana: 'disconnected' });
    expect(s.connection.connectorIds).toEqual({});
    expect(s.chains.chains.solana!.accountState.address).toBeUndefined();
    expect(s.connection.walletConnect.status).toBe('disconnected');
    expect(s.auth.socialProvider).toBeUndefined();
  });

  test('behavior: an injected connection disconnects only the namespace asked for', async () => {
    const kit = makeKit();
    connectBoth(kit, 'ANNOUNCED');
    await kit.adapters.disconnect({ namespace: 'eip155' });
    expect(state(kit).connection.status).toEqual({ eip155: 'disconnected', solana: 'connected' });
  });

  test('error: a wallet-side failure throws "Failed to disconnect" and resets nothing', async () => {
    const kit = makeKit();
    const disconnect = connectBoth(kit, 'ANNOUNCED');
    disconnect.mockRejectedValueOnce(new Error('boom'));
    await expect(kit.adapters.disconnect()).rejects.toThrow('Failed to disconnect');
    expect(state(kit).connection.status).toEqual({ eip155: 'connected', solana: 'connected' });
  });

  test('behavior: with analytics on, DISCONNECT_SUCCESS is queued and posted to /e (stub fetch)', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const realFetch = globalThis.fetch;
    try {
      const stub = stubAnalyticsFetch();
      const kit = makeKit({ features: { analytics: true }, apiUrl: 'https://api.test' });
      connectBoth(kit, 'ANNOUNCED');
      await kit.adapters.disconnect();
      await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
      expect(stub.posts.map((post) => `${post.url.origin}${post.url.pathname}`)).toEqual([
        'https://api.test/e',
      ]);
      expect(stub.names().flat()).toContain('DISCONNECT_SUCCESS');
    } finally {
      globalThis.fetch = realFetch;
      jest.useRealTimers();
    }
  });
});

describe('token balances with a stub wallet', () => {
  const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  const usdc = {
    name: 'USDC',
    symbol: 'USDC',
    chainId: 'eip155:1',
    value: 1,
    price: 1,
    quantity: { decimals: '6', numeric: '1' },
    iconUrl: '',
  };

  test('error: a wallet that hangs on wallet_getAssets falls back to the API after 10 s (fake timers)', async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const url = input instanceof Request ? input.url : String(input);
        const body = url.includes('supported-chains') ? { http: ['eip155:1'], ws: [] } : { balances: [usdc] };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      });
      const kit = makeKit({
        adapters: [stubEvmAdapter, { namespace: 'solana' }],
        apiUrl: 'https://api.test',
      });
      await kit.ready;
      kit.adapters.addConnector({
        id: 'w',
        type: 'ANNOUNCED',
        name: 'W',
        chain: 'eip155',
        provider: {
          request: async ({ method }) => {
            if (method === 'eth_requestAccounts') return [ADDRESS];
            if (method === 'eth_chainId') return '0x1';
            if (method === 'wallet_getCapabilities')
              return { '0x1': { assetDiscovery: { supported: true } } };
            if (method === 'wallet_getAssets') return new Promise(() => undefined);
            return null;
          },
        },
      });
      await kit.adapters.connect('w');
      const pending = kit.adapters.fetchTokenBalances();
      await jest.advanceTimersByTimeAsync(10_000);
      await expect(pending).resolves.toEqual([usdc]);
    } finally {
      jest.useRealTimers();
    }
  });
});
