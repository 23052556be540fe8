import type { ProviderConnector } from '../ChainAdapter';
import { injectedPolkadotProvider } from './injectedPolkadotProvider';
import startPolkadotDiscovery, {
  POLKADOT_DISCOVERY_POLL_MS,
  POLKADOT_DISCOVERY_POLLS,
} from './startPolkadotDiscovery';

// Discovery reads `window.injectedWeb3`; the extensions here are stubs (an object with `enable`), named
// so: what is checked is what the kit lists and how their answers and refusals are translated.

afterEach(() => jest.useRealTimers());

/** A page (EventTarget + injectedWeb3 + document) and a discovery run on it. */
function discover(readyState: 'loading' | 'complete') {
  const page = Object.assign(new EventTarget(), {
    injectedWeb3: {} as Record<string, unknown>,
    document: { readyState, title: 'My dapp' },
  });
  const added: ProviderConnector[] = [];
  const stop = startPolkadotDiscovery({
    window: page as unknown as Window,
    addConnector: (connector) => added.push(connector),
    removeConnector: () => undefined,
    network: () => undefined,
  });
  return { page, added, stop };
}

const stubExtension = (overrides: object = {}) => ({
  version: '1.0.0',
  enable: jest.fn(async () => ({
    accounts: { get: async () => [{ address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY' }] },
    signer: {},
    ...overrides,
  })),
});

test('default: injected extensions (stubs) are listed with their known names; entries without enable are not', () => {
  const page = Object.assign(new EventTarget(), {
    injectedWeb3: { 'polkadot-js': stubExtension(), talisman: stubExtension(), broken: { version: '1' } },
    document: { readyState: 'complete', title: 'My dapp' },
  });
  const added: ProviderConnector[] = [];
  const stop = startPolkadotDiscovery({
    window: page as unknown as Window,
    addConnector: (connector) => added.push(connector),
    removeConnector: () => undefined,
    network: () => undefined,
  });
  stop();
  expect(added.map(({ id, name, type, chain }) => ({ id, name, type, chain }))).toEqual([
    { id: 'injected:polkadot:polkadot-js', name: 'polkadot{.js}', type: 'INJECTED', chain: 'polkadot' },
    { id: 'injected:polkadot:talisman', name: 'Talisman', type: 'INJECTED', chain: 'polkadot' },
  ]);
});

test('behavior: an extension injected after the page loads is found by the short poll; the poll ends, and stop ends it early', () => {
  jest.useFakeTimers();
  const { page, added, stop } = discover('loading');
  page.injectedWeb3['subwallet-js'] = stubExtension();
  expect(added).toHaveLength(0);
  page.document.readyState = 'complete';
  page.dispatchEvent(new Event('load'));
  expect(added.map((c) => c.name)).toEqual(['SubWallet']);
  page.injectedWeb3.late = stubExtension();
  jest.advanceTimersByTime(POLKADOT_DISCOVERY_POLL_MS);
  expect(added.map((c) => c.name)).toEqual(['SubWallet', 'late']);
  jest.advanceTimersByTime(POLKADOT_DISCOVERY_POLL_MS * POLKADOT_DISCOVERY_POLLS);
  page.injectedWeb3.tooLate = stubExtension();
  jest.advanceTimersByTime(POLKADOT_DISCOVERY_POLL_MS * 2);
  expect(added).toHaveLength(2);
  expect(jest.getTimerCount()).toBe(0);
  stop();
});

test('behavior: the provider enables once with the page title and maps accounts, signRaw (hex of the UTF-8 text) and signPayload', async () => {
  const signRaw = jest.fn(async () => ({ signature: '0xaa' }));
  const signPayload = jest.fn(async () => ({ signature: '0xbb' }));
  const extension = stubExtension({ signer: { signRaw, signPayload } });
  const provider = injectedPolkadotProvider(extension, 'My dapp');
  expect(await provider.request({ method: 'polkadot_requestAccounts' })).toEqual([
    { address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY' },
  ]);
  expect(
    await provider.request({ method: 'polkadot_signMessage', params: { address: 'a', message: 'hé' } }),
  ).toEqual({
    signature: '0xaa',
  });
  expect(signRaw).toHaveBeenCalledWith({ address: 'a', data: '0x68c3a9', type: 'bytes' });
  const payload = { address: 'a', method: '0x00' };
  expect(
    await provider.request({
      method: 'polkadot_signTransaction',
      params: { address: 'a', transactionPayload: payload },
    }),
  ).toEqual({ signature: '0xbb' });
  expect(signPayload).toHaveBeenCalledWith(payload);
  expect(extension.enable).toHaveBeenCalledTimes(1);
  expect(extension.enable).toHaveBeenCalledWith('My dapp');
});

test('error: "Cancelled" from the extension becomes the 4001 rejection; a refused enable is asked again next time; a missing signer method is -32601', async () => {
  let refuse = true;
  const extension = {
    enable: jest.fn(async () => {
      if (refuse) throw new Error('Cancelled');
      return {
        accounts: { get: async () => [] },
        signer: { signRaw: async () => Promise.reject(new Error('Rejected by user')) },
      };
    }),
  };
  const provider = injectedPolkadotProvider(extension, 'My dapp');
  await expect(provider.request({ method: 'polkadot_requestAccounts' })).rejects.toMatchObject({
    name: 'PolkadotUserRejectedError',
    code: 4001,
  });
  refuse = false;
  await expect(provider.request({ method: 'polkadot_getAccounts' })).resolves.toEqual([]);
  expect(extension.enable).toHaveBeenCalledTimes(2);
  await expect(
    provider.request({ method: 'polkadot_signMessage', params: { address: 'a', message: 'x' } }),
  ).rejects.toMatchObject({
    code: 4001,
  });
  await expect(
    provider.request({
      method: 'polkadot_signTransaction',
      params: { address: 'a', transactionPayload: {} },
    }),
  ).rejects.toMatchObject({ name: 'PolkadotWalletMethodMissingError', code: -32601 });
  await expect(provider.request({ method: 'eth_sendTransaction' })).rejects.toMatchObject({ code: -32601 });
});

test('behavior: accountsChanged subscribes through the enabled extension; removeListener unsubscribes', async () => {
  const unsubscribe = jest.fn();
  let push: (accounts: unknown) => void = () => undefined;
  const extension = stubExtension({
    accounts: {
      get: async () => [],
      subscribe: (callback: (accounts: unknown) => void) => {
        push = callback;
        return unsubscribe;
      },
    },
  });
  const provider = injectedPolkadotProvider(extension, 'My dapp');
  const heard: unknown[] = [];
  const listener = (accounts: unknown) => heard.push(accounts);
  provider.on?.('accountsChanged', listener);
  await extension.enable.mock.results[0]?.value;
  await Promise.resolve();
  push([{ address: 'x' }]);
  provider.removeListener?.('accountsChanged', listener);
  expect(heard).toEqual([[{ address: 'x' }]]);
  expect(unsubscribe).toHaveBeenCalledTimes(1);
});
