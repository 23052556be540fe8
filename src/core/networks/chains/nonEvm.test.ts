import { BITCOIN_NETWORKS, bitcoin, bitcoinTestnet } from './bitcoin';
import { cosmosHub } from './cosmos';
import { polkadot } from './polkadot';

// Bitcoin, Polkadot and Cosmos definitions: one test file for the three small families.
describe('Bitcoin, Polkadot and Cosmos networks', () => {
  test('default', () => {
    expect(bitcoin).toMatchObject({
      id: '000000000019d6689c085ae165831e93',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      chainNamespace: 'bip122',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
    });
  });

  test('behavior: bitcoin testnet uses the testnet3 genesis prefix and is a testnet', () => {
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba');
    expect(bitcoinTestnet.testnet).toBe(true);
    expect(BITCOIN_NETWORKS).toEqual([bitcoin, bitcoinTestnet]);
  });

  test('behavior: polkadot and cosmos hub use their CAIP-2 references and native units', () => {
    expect(polkadot).toMatchObject({
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      chainNamespace: 'polkadot',
      nativeCurrency: { symbol: 'DOT', decimals: 10 },
    });
    expect(polkadot.rpcUrls.default.webSocket).toEqual(['wss://rpc.polkadot.io']);
    expect(cosmosHub).toMatchObject({
      id: 'cosmoshub-4',
      caipNetworkId: 'cosmos:cosmoshub-4',
      chainNamespace: 'cosmos',
      nativeCurrency: { symbol: 'ATOM', decimals: 6 },
    });
  });
});
