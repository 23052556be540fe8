/** @jest-environment jsdom */
import type { ProviderConnector } from '../ChainAdapter';
import { cosmosAdapter } from './cosmosAdapter';
import { keplrProvider } from './keplrProvider';
import startCosmosDiscovery, { KEPLR_CONNECTOR_ID, LEAP_CONNECTOR_ID } from './startCosmosDiscovery';

// Discovery of Keplr-shaped wallets on the page and the request shape over them. The wallets here are
// stubs of the injected interface (only what each test needs); the real dev wallet with keys is
// exercised in cosmosAdapter.integration.test.ts.

type Page = Window & { keplr?: unknown; leap?: unknown };

const stubWallet = (overrides: object = {}) => ({
  enable: async () => undefined,
  getKey: async () => ({ algo: 'secp256k1', pubKey: new Uint8Array([2, 1]), bech32Address: 'cosmos1x' }),
  ...overrides,
});

function discover(page: Page) {
  const added: ProviderConnector[] = [];
  const stop = startCosmosDiscovery({
    window: page,
    addConnector: (c) => added.push(c),
    removeConnector: () => undefined,
    network: () => undefined,
  });
  stop();
  return added;
}

afterEach(() => {
  delete (window as Page).keplr;
  delete (window as Page).leap;
});

test('default: the descriptor is namespace cosmos with lazy load and discover', async () => {
  const descriptor = cosmosAdapter();
  expect(descriptor).toMatchObject({ namespace: 'cosmos', library: 'keplr' });
  expect((await descriptor.discover!()).default).toBe(startCosmosDiscovery);
});

test('behavior: window.keplr and window.leap become injected cosmos connectors; one object on both names is Leap once', () => {
  expect(discover(window)).toEqual([]);
  (window as Page).keplr = stubWallet();
  expect(discover(window).map((c) => [c.id, c.name, c.type, c.chain])).toEqual([
    [KEPLR_CONNECTOR_ID, 'Keplr', 'INJECTED', 'cosmos'],
  ]);
  (window as Page).leap = stubWallet();
  expect(discover(window).map((c) => c.id)).toEqual([LEAP_CONNECTOR_ID, KEPLR_CONNECTOR_ID]);
  (window as Page).keplr = (window as Page).leap;
  expect(discover(window).map((c) => c.id)).toEqual([LEAP_CONNECTOR_ID]);
  (window as Page).keplr = { enable: 'no' };
  delete (window as Page).leap;
  expect(discover(window)).toEqual([]);
});

test("behavior: Keplr's 'Request rejected' becomes a 4001 user rejection; a missing method is -32601; other errors pass", async () => {
  const provider = keplrProvider(
    stubWallet({
      enable: async () => {
        throw new Error('Request rejected');
      },
      getKey: async () => {
        throw new Error('Key store is empty');
      },
    }),
    window,
  );
  await expect(
    provider.request({ method: 'cosmos_requestAccounts', params: { chainId: 'c' } }),
  ).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
  });
  await expect(provider.request({ method: 'cosmos_signArbitrary', params: {} })).rejects.toMatchObject({
    name: 'CosmosWalletMethodMissingError',
    code: -32601,
  });
  await expect(provider.request({ method: 'cosmos_getAccounts', params: { chainId: 'c' } })).rejects.toThrow(
    'Key store is empty',
  );
});

test('behavior: keplr_keystorechange (and leap_keystorechange) reach accountsChanged listeners until removed', () => {
  const provider = keplrProvider(stubWallet(), window);
  const seen: string[] = [];
  const listener = () => seen.push('changed');
  provider.on?.('accountsChanged', listener);
  window.dispatchEvent(new Event('keplr_keystorechange'));
  window.dispatchEvent(new Event('leap_keystorechange'));
  provider.removeListener?.('accountsChanged', listener);
  window.dispatchEvent(new Event('keplr_keystorechange'));
  expect(seen).toEqual(['changed', 'changed']);
});
