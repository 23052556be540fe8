import { isCaip2 } from '../../caip';
import {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  EVM_MAINNETS,
  ethereum,
  fantom,
  gnosis,
  kaia,
  metis,
  neoX,
  optimism,
  polygon,
  sonic,
  zksync,
} from './evm';

describe('EVM main networks', () => {
  test('default', () => {
    expect(ethereum).toMatchObject({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    });
    expect(ethereum.testnet).toBeUndefined();
  });

  test('behavior: every SPEC §9 chain id is defined once, with a matching CAIP-2 id', () => {
    const expected: [{ id: number | string; caipNetworkId: string }, number][] = [
      [ethereum, 1],
      [base, 8453],
      [bsc, 56],
      [polygon, 137],
      [metis, 1088],
      [sonic, 146],
      [neoX, 47763],
      [arbitrum, 42161],
      [optimism, 10],
      [zksync, 324],
      [gnosis, 100],
      [avalanche, 43114],
      [fantom, 250],
      [kaia, 8217],
      [aurora, 1313161554],
    ];
    for (const [network, id] of expected) {
      expect([network.id, network.caipNetworkId]).toEqual([id, `eip155:${id}`]);
    }
    expect(new Set(EVM_MAINNETS.map((n) => n.id)).size).toBe(EVM_MAINNETS.length);
    expect(EVM_MAINNETS).toHaveLength(expected.length);
  });

  test('behavior: main networks are not testnets and link an https explorer and RPC', () => {
    for (const network of EVM_MAINNETS) {
      expect(network.testnet ?? false).toBe(false);
      expect(isCaip2(network.caipNetworkId)).toBe(true);
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//);
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//);
    }
  });

  test('behavior: definitions are frozen', () => {
    expect(Object.isFrozen(base)).toBe(true);
    expect(Object.isFrozen(base.rpcUrls.default.http)).toBe(true);
  });
});
