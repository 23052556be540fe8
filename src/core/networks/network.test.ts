import { defineNetwork, InvalidNetworkError, type Network } from './network';

const valid: Network = {
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'], webSocket: ['wss://example.org/ws'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
};

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

function fieldOf(run: () => unknown): string | undefined {
  const error = catchError(run);
  if (error === undefined) return undefined;
  if (error instanceof InvalidNetworkError) return error.field;
  throw error;
}

describe('defineNetwork', () => {
  test('default', () => {
    const network = defineNetwork(valid);
    expect(network).toEqual(valid);
    expect(network.id).toBe(8453);
  });

  test('behavior: returns a deeply frozen copy and leaves the input mutable', () => {
    const input = structuredClone(valid);
    const network = defineNetwork(input);
    expect(network).not.toBe(input);
    expect(Object.isFrozen(network)).toBe(true);
    expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true);
    expect(Object.isFrozen(network.nativeCurrency)).toBe(true);
    expect(() => {
      (network as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(input)).toBe(false);
  });

  test('behavior: accepts string ids outside eip155 and a deprecated alias in the same namespace', () => {
    const network = defineNetwork({
      ...valid,
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
      deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
    });
    expect(network.deprecatedCaipNetworkId).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K');
  });

  test('error: a caipNetworkId that does not match namespace and id names the field', () => {
    const run = () => defineNetwork({ ...valid, caipNetworkId: 'eip155:1' });
    expect(run).toThrow('Invalid network "Base": caipNetworkId must be "eip155:8453" (chainNamespace:id)');
    expect(fieldOf(run)).toBe('caipNetworkId');
  });

  test.each<[string, unknown]>([
    ['chainNamespace', { ...valid, chainNamespace: 'starknet', caipNetworkId: 'starknet:8453' }],
    ['id', { ...valid, id: '8453' }],
    ['id', { ...valid, id: 0, caipNetworkId: 'eip155:0' }],
    ['id', { ...valid, id: 1.5, caipNetworkId: 'eip155:1.5' }],
    ['id', { ...valid, chainNamespace: 'solana', id: 5, caipNetworkId: 'solana:5' }],
    ['name', { ...valid, name: '' }],
    ['nativeCurrency.symbol', { ...valid, nativeCurrency: { name: 'Ether', symbol: '', decimals: 18 } }],
    ['nativeCurrency.decimals', { ...valid, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: -1 } }],
    ['rpcUrls.default', { ...valid, rpcUrls: {} }],
    ['rpcUrls.default.http', { ...valid, rpcUrls: { default: { http: [] } } }],
    [
      'rpcUrls.default.http[1]',
      { ...valid, rpcUrls: { default: { http: ['https://a.org', 'ftp://b.org'] } } },
    ],
    [
      'rpcUrls.default.webSocket[0]',
      { ...valid, rpcUrls: { default: { http: ['https://a.org'], webSocket: ['https://a.org'] } } },
    ],
    [
      'blockExplorers.default.url',
      { ...valid, blockExplorers: { default: { name: 'X', url: 'not a url' } } },
    ],
    ['testnet', { ...valid, testnet: 'yes' }],
    ['contracts.multicall3.address', { ...valid, contracts: { multicall3: { address: '' } } }],
    ['deprecatedCaipNetworkId', { ...valid, deprecatedCaipNetworkId: 'solana:abc' }],
    ['deprecatedCaipNetworkId', { ...valid, deprecatedCaipNetworkId: 'eip155:8453' }],
  ])('error: a bad %s is named in the error (case %#)', (field, definition) => {
    expect(fieldOf(() => defineNetwork(definition as Network))).toBe(field);
  });

  test('error: a reference longer than CAIP-2 allows is rejected', () => {
    const id = 'a'.repeat(33);
    const run = () =>
      defineNetwork({ ...valid, chainNamespace: 'cosmos', id, caipNetworkId: `cosmos:${id}` });
    expect(fieldOf(run)).toBe('caipNetworkId');
    expect(run).toThrow('not a CAIP-2 id');
  });

  test('error: the thrown error serialises to the plain store shape', () => {
    const error = catchError(() =>
      defineNetwork({ ...valid, name: 'Bad', id: -3, caipNetworkId: 'eip155:-3' }),
    );
    expect(error).toBeInstanceOf(InvalidNetworkError);
    expect((error as InvalidNetworkError).toJSON()).toEqual({
      name: 'InvalidNetworkError',
      message: 'Invalid network "Bad": id must be a positive integer for eip155 networks',
    });
  });
});
