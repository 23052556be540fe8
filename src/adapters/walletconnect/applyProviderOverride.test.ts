import { applyProviderOverride } from './applyProviderOverride';

const proposal = {
  eip155: {
    chains: ['eip155:1', 'eip155:8453'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
    rpcMap: { '1': 'https://rpc.one', '8453': 'https://rpc.base' },
  },
  solana: {
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    methods: ['solana_signMessage'],
    events: [],
  },
};

describe('applyProviderOverride (AppKit universalProviderConfigOverride)', () => {
  test('default: without an override the proposal is unchanged', () => {
    expect(applyProviderOverride(proposal, undefined)).toBe(proposal);
  });

  test('behavior: lists are replaced per namespace, rpcMap merged, defaultChain moved first', () => {
    const result = applyProviderOverride(proposal, {
      methods: { eip155: ['personal_sign'] },
      events: { solana: ['accountsChanged'] },
      rpcMap: { '8453': 'https://my.base' },
      defaultChain: 'eip155:8453',
      chains: { cosmos: ['cosmos:cosmoshub-4'] },
    });
    expect(result).toEqual({
      eip155: {
        chains: ['eip155:8453', 'eip155:1'],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { '1': 'https://rpc.one', '8453': 'https://my.base' },
      },
      solana: {
        chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        methods: ['solana_signMessage'],
        events: ['accountsChanged'],
      },
    });
  });

  test('error: a defaultChain the proposal does not hold changes no order', () => {
    const result = applyProviderOverride(proposal, { defaultChain: 'eip155:137' });
    expect(result.eip155.chains).toEqual(['eip155:1', 'eip155:8453']);
  });
});
