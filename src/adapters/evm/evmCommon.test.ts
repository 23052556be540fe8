import { ethereum, polygon } from '../../core/networks/chains/evm';
import type { AdapterOptions, Eip1193Provider } from '../ChainAdapter';
import {
  addChainParameters,
  createEvmAdapter,
  parseAccounts,
  parseChainId,
  resolveRpcUrl,
  switchEvmChain,
  withSignal,
} from './evmCommon';

const options: AdapterOptions = {
  networks: [ethereum, polygon],
  customRpcUrls: {},
  projectId: '',
  rpcServiceUrl: 'https://rpc.example',
};

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A provider answering from a table; a function answer is called with the params. */
function provider(answers: Record<string, unknown>): Eip1193Provider & { calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  return {
    calls,
    async request({ method, params }) {
      calls.push([method, params]);
      const answer = answers[method];
      return typeof answer === 'function' ? answer(params) : answer;
    },
  };
}

const adapter = () =>
  createEvmAdapter(options, {
    library: 'stub',
    getBalance: async () => 0n,
    estimateGas: async () => 0n,
    waitForTransaction: async () => 'success',
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    parseUnits: () => 0n,
    formatUnits: () => '0',
  });

describe('wallet answers', () => {
  test('parseChainId: hex (1193-06/07), decimal string and number; anything else is "ChainId not found"', () => {
    expect(parseChainId('0x1')).toBe(1);
    expect(parseChainId('0x89')).toBe(137);
    expect(parseChainId('137')).toBe(137);
    expect(parseChainId(8453)).toBe(8453);
    for (const bad of ['garbage', '0x', '', -1, 0, null, undefined, {}, 1.5]) {
      expect(() => parseChainId(bad)).toThrow('ChainId not found');
    }
  });

  test('parseAccounts: checksummed; malformed or empty is "No ActiveCaipAddress found" (empty allowed for events)', () => {
    expect(parseAccounts([ADDRESS.toLowerCase()])).toEqual([ADDRESS]);
    expect(parseAccounts([], { allowEmpty: true })).toEqual([]);
    for (const bad of [[], ['0x12'], 'nope', null, [42]]) {
      expect(() => parseAccounts(bad)).toThrow('No ActiveCaipAddress found');
    }
  });

  test('withSignal: an abort rejects with "Request was aborted"', async () => {
    const controller = new AbortController();
    const pending = withSignal(new Promise(() => undefined), controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'RequestAbortedError' });
    await expect(withSignal(Promise.resolve(1), controller.signal)).rejects.toMatchObject({
      message: 'Request was aborted',
    });
  });
});

describe('RPC URLs and chain parameters', () => {
  test('resolveRpcUrl: custom URL, then the shared service with chainId and projectId, then the network default', () => {
    expect(
      resolveRpcUrl({ ...options, customRpcUrls: { 'eip155:1': ['https://mine.example'] } }, ethereum),
    ).toBe('https://mine.example');
    expect(resolveRpcUrl({ ...options, projectId: 'p1' }, ethereum)).toBe(
      'https://rpc.example/v1/?chainId=eip155%3A1&projectId=p1',
    );
    expect(resolveRpcUrl(options, ethereum)).toBe(ethereum.rpcUrls.default.http[0]);
  });

  test('addChainParameters: SPEC §7 fields', () => {
    expect(addChainParameters(options, polygon)).toEqual({
      chainId: '0x89',
      chainName: polygon.name,
      nativeCurrency: polygon.nativeCurrency,
      rpcUrls: [...polygon.rpcUrls.default.http],
      ...(polygon.blockExplorers ? { blockExplorerUrls: [polygon.blockExplorers.default.url] } : {}),
    });
  });
});

describe('switchEvmChain', () => {
  test('1193-12: 4902 -> wallet_addEthereumChain -> switch again', async () => {
    let known = false;
    const wallet = provider({
      wallet_switchEthereumChain: () => {
        if (!known) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
        return null;
      },
      wallet_addEthereumChain: () => {
        known = true;
        return null;
      },
    });
    await switchEvmChain(options, { provider: wallet, network: polygon });
    expect(wallet.calls.map(([m]) => m)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
  });

  test('a -32603 with "Unrecognized chain" text (Coinbase) also adds; a 4001 does not', async () => {
    const coinbase = provider({
      wallet_switchEthereumChain: () => {
        throw Object.assign(new Error('Unrecognized chain ID "0x89". Try adding the chain'), {
          code: -32603,
        });
      },
      wallet_addEthereumChain: null,
    });
    await expect(switchEvmChain(options, { provider: coinbase, network: polygon })).rejects.toBeDefined();
    expect(coinbase.calls.map(([m]) => m)).toContain('wallet_addEthereumChain');
    const rejecting = provider({
      wallet_switchEthereumChain: () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    });
    await expect(switchEvmChain(options, { provider: rejecting, network: polygon })).rejects.toMatchObject({
      code: 4001,
    });
    expect(rejecting.calls.map(([m]) => m)).toEqual(['wallet_switchEthereumChain']);
  });
});

describe('createEvmAdapter', () => {
  afterEach(() => jest.useRealTimers());

  test('reconnect: a wallet that never answers eth_accounts is given up after 10 s (fake timers)', async () => {
    jest.useFakeTimers();
    const hanging = provider({ eth_accounts: () => new Promise(() => undefined) });
    const pending = adapter().reconnect({ provider: hanging });
    const settled = expect(pending).rejects.toMatchObject({ name: 'RequestAbortedError' });
    await jest.advanceTimersByTimeAsync(10_000);
    await settled;
  });

  test('reconnect: no accounts rejects; connect reads accounts then chain', async () => {
    await expect(adapter().reconnect({ provider: provider({ eth_accounts: [] }) })).rejects.toThrow(
      'No ActiveCaipAddress found',
    );
    await expect(
      adapter().connect({ provider: provider({ eth_requestAccounts: [ADDRESS], eth_chainId: '0x89' }) }),
    ).resolves.toEqual({ accounts: [ADDRESS], chainId: 137 });
  });

  test('sendCalls accepts the v2 object and the v1 bare id; a missing id is an error', async () => {
    const calls = [{ to: ADDRESS, value: 1n }];
    const base = { network: ethereum, from: ADDRESS, calls };
    await expect(
      adapter().sendCalls({ ...base, provider: provider({ wallet_sendCalls: { id: '0xabc' } }) }),
    ).resolves.toEqual({
      id: '0xabc',
    });
    await expect(
      adapter().sendCalls({ ...base, provider: provider({ wallet_sendCalls: '0xdef' }) }),
    ).resolves.toEqual({
      id: '0xdef',
    });
    await expect(
      adapter().sendCalls({ ...base, provider: provider({ wallet_sendCalls: {} }) }),
    ).rejects.toThrow();
    const wallet = provider({ wallet_sendCalls: '0x1' });
    await adapter().sendCalls({ ...base, provider: wallet });
    expect(wallet.calls[0]![1]).toEqual([
      {
        version: '2.0.0',
        chainId: '0x1',
        from: ADDRESS,
        atomicRequired: false,
        calls: [{ to: ADDRESS, value: '0x1' }],
      },
    ]);
  });

  test('signTypedData sends eth_signTypedData_v4 with JSON (bigints as strings) and rejects a non-hex answer', async () => {
    const wallet = provider({ eth_signTypedData_v4: '0x1234' });
    await expect(
      adapter().signTypedData({ provider: wallet, address: ADDRESS, typedData: { message: { amount: 5n } } }),
    ).resolves.toBe('0x1234');
    expect(wallet.calls[0]).toEqual(['eth_signTypedData_v4', [ADDRESS, '{"message":{"amount":"5"}}']]);
    await expect(
      adapter().signTypedData({
        provider: provider({ eth_signTypedData_v4: 42 }),
        address: ADDRESS,
        typedData: {},
      }),
    ).rejects.toThrow();
  });

  test('disconnect ignores a wallet without wallet_revokePermissions', async () => {
    const wallet = provider({
      wallet_revokePermissions: () => {
        throw Object.assign(new Error('unsupported'), { code: 4200 });
      },
    });
    await expect(adapter().disconnect({ provider: wallet })).resolves.toBeUndefined();
  });
});
