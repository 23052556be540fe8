import {
  anvil,
  arbitrumSepolia,
  avalancheFuji,
  baseSepolia,
  bscTestnet,
  EVM_TESTNETS,
  flowTestnet,
  gnosisChiado,
  hederaTestnet,
  monadTestnet,
  optimismSepolia,
  polygonAmoy,
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

  test("behavior: every SPEC §9 test chain and the main networks' testnets are defined, marked as testnets", () => {
    const expected: [{ id: number | string; caipNetworkId: string; testnet?: boolean }, number][] = [
      [bscTestnet, 97],
      [monadTestnet, 10143],
      [hederaTestnet, 296],
      [flowTestnet, 545],
      [zetachainTestnet, 7001],
      [zksyncSepolia, 300],
      [sepolia, 11155111],
      [baseSepolia, 84532],
      [arbitrumSepolia, 421614],
      [optimismSepolia, 11155420],
      [polygonAmoy, 80002],
      [avalancheFuji, 43113],
      [gnosisChiado, 10200],
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
