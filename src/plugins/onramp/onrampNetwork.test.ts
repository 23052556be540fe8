import { COINBASE_PAY_CHAINS, ONRAMP_SAMPLE_OPTIONS } from '../../core/constants/onramp';
import { onrampNetworkName, purchaseCurrenciesOn } from './onrampNetwork';

// SPEC §9's Coinbase Pay chains with the ethereum fallback, and the options' own names first.

const SANDBOX_OPTIONS = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'sandbox-31337', display_name: 'Sandbox 31337', chain_id: '31337', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: [],
};

describe('onrampNetworkName', () => {
  test('default: each Coinbase Pay chain of SPEC §9 by its chain id', () => {
    expect(Object.values(COINBASE_PAY_CHAINS).sort()).toEqual(
      [
        'arbitrum',
        'avalanche-c-chain',
        'base',
        'berachain',
        'celo',
        'ethereum',
        'optimism',
        'polygon',
      ].sort(),
    );
    for (const [id, name] of Object.entries(COINBASE_PAY_CHAINS)) {
      expect(onrampNetworkName(`eip155:${id}`)).toBe(name);
    }
  });

  test('behavior: a chain the options list by chain_id takes their name (the sandbox chain)', () => {
    expect(onrampNetworkName('eip155:31337', SANDBOX_OPTIONS)).toBe('sandbox-31337');
    expect(onrampNetworkName('eip155:8453', SANDBOX_OPTIONS)).toBe('base');
  });

  test('edge: an unknown chain, no network or a malformed id fall back to ethereum; Solana buys on solana', () => {
    expect(onrampNetworkName('eip155:31337')).toBe('ethereum');
    expect(onrampNetworkName(undefined)).toBe('ethereum');
    expect(onrampNetworkName('eip155:abc')).toBe('ethereum');
    expect(onrampNetworkName('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana');
  });
});

describe('purchaseCurrenciesOn', () => {
  test('behavior: only the currencies sold on the network, in the options order', () => {
    expect(purchaseCurrenciesOn(ONRAMP_SAMPLE_OPTIONS, 'polygon').map((c) => c.id)).toEqual(['USDC']);
    expect(purchaseCurrenciesOn(ONRAMP_SAMPLE_OPTIONS, 'base').map((c) => c.id)).toEqual(['ETH', 'USDC']);
    expect(purchaseCurrenciesOn(ONRAMP_SAMPLE_OPTIONS, 'celo')).toEqual([]);
    expect(purchaseCurrenciesOn(undefined, 'base')).toEqual([]);
  });
});
