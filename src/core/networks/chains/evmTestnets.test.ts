import {
  anvil,
  bscTestnet,
  EVM_TESTNETS,
  flowTestnet,
  hederaTestnet,
  monadTestnet,
  sepolia,
  zetachainTestnet,
  zksyncSepolia,
} from './evmTestnets';

describe('EVM test networks', () => {
  test('default', () => {
    expect(anvil).toMatchObject({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      testnet: true,
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    });
  });

  test('behavior: every SPEC §9 test chain id is defined and marked as a testnet', () => {
    const expected: [{ id: number | string; caipNetworkId: string; testnet?: boolean }, number][] = [
      [bscTestnet, 97],
      [monadTestnet, 10143],
      [hederaTestnet, 296],
      [flowTestnet, 545],
      [zetachainTestnet, 7001],
      [zksyncSepolia, 300],
      [sepolia, 11155111],
      [anvil, 31337],
    ];
    for (const [network, id] of expected) {
      expect([network.id, network.caipNetworkId, network.testnet]).toEqual([id, `eip155:${id}`, true]);
    }
    expect(EVM_TESTNETS).toHaveLength(expected.length);
  });

  test('behavior: the local anvil chain has no public explorer', () => {
    expect(anvil.blockExplorers).toBeUndefined();
  });
});
