import { CHAIN_NAMESPACES } from '../namespaces';
import {
  ACCOUNT_TYPES_BY_NAMESPACE,
  DEFAULT_ACCOUNT_TYPES,
  NAMESPACE_FEATURES,
  type NamespaceFeature,
  supportsFeature,
} from './namespaceFeatures';

describe('supportsFeature', () => {
  test('default', () => {
    expect(supportsFeature('eip155', 'balance')).toBe(true);
  });

  test.each<[NamespaceFeature, string[]]>([
    ['balance', ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']],
    ['names', ['eip155']],
    ['activity', ['eip155', 'solana']],
    ['nfts', ['eip155']],
    ['onramp', ['eip155', 'solana']],
    ['send', ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']],
    ['swaps', ['eip155']],
  ])('behavior: %s is available on %j only', (feature, namespaces) => {
    const supported = CHAIN_NAMESPACES.filter((namespace) => supportsFeature(namespace, feature));
    expect(supported).toEqual(namespaces);
    expect(NAMESPACE_FEATURES[feature]).toEqual(namespaces);
  });

  test('behavior: swaps need a swap network when the network is given', () => {
    expect(supportsFeature('eip155', 'swaps', 'eip155:8453')).toBe(true);
    expect(supportsFeature('eip155', 'swaps', 'eip155:11155111')).toBe(false);
    expect(supportsFeature('solana', 'swaps', 'eip155:1')).toBe(false);
    // The network only narrows swaps; other features ignore it.
    expect(supportsFeature('eip155', 'send', 'eip155:11155111')).toBe(true);
  });

  test('error: no namespace supports nothing', () => {
    expect(supportsFeature(undefined, 'balance')).toBe(false);
  });
});

describe('DEFAULT_ACCOUNT_TYPES', () => {
  test('default', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
      cosmos: 'eoa',
    });
  });

  test('behavior: each default is an allowed type of its namespace', () => {
    for (const namespace of CHAIN_NAMESPACES) {
      expect(ACCOUNT_TYPES_BY_NAMESPACE[namespace]).toContain(DEFAULT_ACCOUNT_TYPES[namespace]);
    }
    expect(ACCOUNT_TYPES_BY_NAMESPACE.eip155).toEqual(['eoa', 'smartAccount']);
  });
});
