import { SOLANA_NETWORKS, solana, solanaDevnet, solanaTestnet } from './solana';

describe('Solana networks', () => {
  test('default', () => {
    expect(solana).toMatchObject({
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
    });
    expect(solana.testnet).toBeUndefined();
  });

  test('behavior: references are genesis-hash prefixes; devnet and testnet are testnets', () => {
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z');
    expect([solanaDevnet.testnet, solanaTestnet.testnet]).toEqual([true, true]);
    expect(SOLANA_NETWORKS).toEqual([solana, solanaDevnet, solanaTestnet]);
  });

  test('behavior: mainnet and devnet carry their older ids, testnet has none', () => {
    expect(solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ');
    expect(solanaDevnet.deprecatedCaipNetworkId).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K');
    expect(solanaTestnet.deprecatedCaipNetworkId).toBeUndefined();
  });
});
