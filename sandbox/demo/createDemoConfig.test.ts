import { sandboxAccounts } from '../chain/sandboxAccounts';
import { createDemoConfig } from './createDemoConfig';
import { parseDemoConfig } from './DemoConfig';

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
