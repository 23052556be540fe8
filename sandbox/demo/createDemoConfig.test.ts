import { sandboxAccounts } from '../chain/sandboxAccounts';
import { bitcoinDemoConfig } from './bitcoinDemoConfig';
import { cosmosDemoConfig } from './cosmosDemoConfig';
import { createDemoConfig } from './createDemoConfig';
import { parseDemoConfig } from './DemoConfig';
import { polkadotDemoConfig } from './polkadotDemoConfig';

test('default: the token-seeded accounts come first and the deployer last', () => {
  const accounts = sandboxAccounts(10);
  const config = createDemoConfig({
    rpcUrl: 'http://127.0.0.1:1',
    chainId: 31337,
    apiUrl: 'http://127.0.0.1:2/',
    accounts,
  });
  expect(config.mode).toBe('sandbox');
  expect(config.apiUrl).toBe('http://127.0.0.1:2');
  expect(config.chain.caipNetworkId).toBe('eip155:31337');
  const order = config.devWallet!.accounts.map((a) => accounts.indexOf(a));
  expect(order).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
  expect(parseDemoConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
});

test('behavior: without accounts the demo runs plain, with no dev wallet', () => {
  const config = createDemoConfig({
    rpcUrl: 'http://127.0.0.1:1',
    chainId: 31337,
    apiUrl: 'http://127.0.0.1:2',
  });
  expect(config.mode).toBe('plain');
  expect(config.devWallet).toBeUndefined();
});

test('error: a config.json without an API URL is refused, naming the field', () => {
  expect(() => parseDemoConfig({ mode: 'plain', chain: { chainId: 1, rpcUrl: 'x' } })).toThrow(/apiUrl/);
  expect(() => parseDemoConfig(null)).toThrow(/object/);
});

test('behavior: the second chain and the relay reach the config, and survive /config.json', () => {
  const config = createDemoConfig({
    rpcUrl: 'http://127.0.0.1:1',
    chainId: 31337,
    apiUrl: 'http://127.0.0.1:2',
    secondChain: { rpcUrl: 'http://127.0.0.1:3', chainId: 31338 },
    relayUrl: 'ws://127.0.0.1:4',
  });
  expect(config.secondChain).toEqual({
    chainId: 31338,
    caipNetworkId: 'eip155:31338',
    rpcUrl: 'http://127.0.0.1:3',
  });
  expect(config.relayUrl).toBe('ws://127.0.0.1:4');
  expect(parseDemoConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
});

test('error: a config.json with a relay URL that is not ws:// or a bad second chain is refused', () => {
  const base = { mode: 'plain', chain: { chainId: 1, rpcUrl: 'x' }, apiUrl: 'y' };
  expect(() => parseDemoConfig({ ...base, relayUrl: 'http://127.0.0.1:4' })).toThrow(/relayUrl/);
  expect(() => parseDemoConfig({ ...base, secondChain: { chainId: 'two', rpcUrl: 'z' } })).toThrow(
    /secondChain\.chainId/,
  );
});

test('behavior: the Bitcoin, Polkadot and Cosmos chains reach the config with their CAIP-2 ids, and survive /config.json', () => {
  const config = createDemoConfig({
    rpcUrl: 'http://127.0.0.1:1',
    chainId: 31337,
    apiUrl: 'http://127.0.0.1:2',
    bitcoin: bitcoinDemoConfig('http://127.0.0.1:18443'),
    polkadot: polkadotDemoConfig('ws://127.0.0.1:9944'),
    cosmos: cosmosDemoConfig('http://127.0.0.1:26657'),
  });
  expect(config.bitcoin).toEqual({
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    rpcUrl: 'http://127.0.0.1:18443',
  });
  expect(config.polkadot).toEqual({
    caipNetworkId: 'polkadot:191219afcd16009e4aba0ef96f50ed16',
    rpcUrl: 'ws://127.0.0.1:9944',
  });
  expect(config.cosmos).toEqual({
    caipNetworkId: 'cosmos:portico-sandbox-1',
    rpcUrl: 'http://127.0.0.1:26657',
  });
  expect(parseDemoConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
  // Without them (litecoind missing, say) the fields are absent, not undefined placeholders.
  expect(Object.keys(createDemoConfig({ rpcUrl: 'x', chainId: 1, apiUrl: 'y' }))).not.toContain('bitcoin');
});

test('error: a config.json whose family chain has another namespace or a wrong URL scheme is refused, naming the field', () => {
  const base = { mode: 'plain', chain: { chainId: 1, rpcUrl: 'x' }, apiUrl: 'y' };
  expect(() =>
    parseDemoConfig({ ...base, bitcoin: { caipNetworkId: 'eip155:1', rpcUrl: 'http://127.0.0.1:1' } }),
  ).toThrow(/bitcoin\.caipNetworkId/);
  expect(() =>
    parseDemoConfig({ ...base, polkadot: { caipNetworkId: 'polkadot:abc', rpcUrl: 'http://127.0.0.1:1' } }),
  ).toThrow(/polkadot\.rpcUrl/);
  expect(() => parseDemoConfig({ ...base, cosmos: null })).toThrow(/cosmos\.caipNetworkId/);
});
