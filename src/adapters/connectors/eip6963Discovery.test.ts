/** @jest-environment jsdom */
import { EventEmitter } from 'node:events';
import { stubEvmAdapter } from '../../../test/adapters/stubEvmAdapter';
import { loadVector } from '../../../test/vectors';
import { ethereum, polygon } from '../../core/networks/chains/evm';
import type { AppKit } from '../../kit/createAppKit';
import { createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import type { Eip1193Provider } from '../ChainAdapter';

// EIP-6963 / EIP-1193 acceptance flows of ../shared/vectors/eip1193_eip6963_flows.json, in jsdom.
// The adapter here is the shared EVM core with stub chain reads, so no SDK (viem, ethers) loads in
// jsdom; the SDK adapters are covered against anvil in the node integration suites.

interface Info {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}
const flows = loadVector<{
  fixtures: Record<string, { value: Info }>;
}>('eip1193_eip6963_flows.json');
const referenceInfo = flows.fixtures.eip6963_reference_wallet_info!.value;
const detail1 = flows.fixtures.mipd_detail_1_info!.value;
const detail2 = flows.fixtures.mipd_detail_2_info!.value;

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A fake EIP-1193 provider with an EventEmitter, as the vectors describe. */
function fakeProvider(chainId = '0x1') {
  const emitter = new EventEmitter();
  const provider = {
    calls: [] as string[],
    request: jest.fn(async ({ method }: { method: string }) => {
      provider.calls.push(method);
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS];
      if (method === 'eth_chainId') return chainId;
      return null;
    }),
    on: (event: string, fn: (...args: unknown[]) => void) => void emitter.on(event, fn),
    removeListener: (event: string, fn: (...args: unknown[]) => void) =>
      void emitter.removeListener(event, fn),
    emit: (event: string, ...args: unknown[]) => void emitter.emit(event, ...args),
    listenerCount: (event: string) => emitter.listenerCount(event),
  };
  return provider;
}

const announce = (info: object, provider: Eip1193Provider) =>
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
  );

const kits: AppKit[] = [];
const makeKit = () => {
  const kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum, polygon],
    adapters: [stubEvmAdapter],
    storage: createMemoryStorage(),
    features: { analytics: false },
  });
  kits.push(kit);
  return kit;
};
const state = (kit: AppKit) => kit.store.getState() as RootState;
const connectors = (kit: AppKit) => state(kit).connectors.connectors;
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  for (const cleanup of cleanups.splice(0)) cleanup();
  delete (window as { ethereum?: unknown }).ethereum;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A reference wallet: announces at load and again on every request. */
function referenceWallet(info: Info, provider: Eip1193Provider) {
  const onRequest = () => announce(info, provider);
  window.addEventListener('eip6963:requestProvider', onRequest);
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', onRequest));
  onRequest();
}

describe('EIP-6963 discovery', () => {
  test('6963-01/02: listens for announcements before dispatching an Event of type eip6963:requestProvider', () => {
    const order: string[] = [];
    const add = jest.spyOn(window, 'addEventListener');
    const dispatch = jest.spyOn(window, 'dispatchEvent');
    add.mockImplementation(function (this: Window, ...args: Parameters<Window['addEventListener']>) {
      order.push(`listen:${args[0]}`);
      return EventTarget.prototype.addEventListener.apply(this, args);
    });
    dispatch.mockImplementation(function (this: Window, event: Event) {
      order.push(`dispatch:${event.type}`);
      return EventTarget.prototype.dispatchEvent.call(this, event);
    });
    makeKit();
    expect(order.indexOf('listen:eip6963:announceProvider')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('listen:eip6963:announceProvider')).toBeLessThan(
      order.indexOf('dispatch:eip6963:requestProvider'),
    );
    const request = dispatch.mock.calls
      .map(([event]) => event)
      .find((e) => e.type === 'eip6963:requestProvider');
    expect(request).toBeInstanceOf(Event);
  });

  test('6963-03/05: a wallet that loaded first is listed with name, icon and rdns; its provider is used', async () => {
    const provider = fakeProvider();
    referenceWallet(referenceInfo, provider);
    const kit = makeKit();
    expect(connectors(kit)).toEqual([
      {
        id: 'com.example.wallet',
        type: 'ANNOUNCED',
        name: 'Example Wallet',
        chain: 'eip155',
        imageUrl: referenceInfo.icon,
        info: { rdns: 'com.example.wallet' },
      },
    ]);
    await kit.ready;
    await kit.services.get<{ connect(): Promise<void> }>('connector:com.example.wallet')!.connect();
    expect(provider.calls).toEqual(expect.arrayContaining(['eth_requestAccounts', 'eth_chainId']));
    expect(state(kit).connection.status.eip155).toBe('connected');
    expect(state(kit).connection.wallets.eip155).toMatchObject({
      name: 'Example Wallet',
      rdns: 'com.example.wallet',
    });
  });

  test('6963-04: a wallet announcing 1 s after the kit loaded is added then', () => {
    jest.useFakeTimers();
    const kit = makeKit();
    setTimeout(() => announce(detail1, fakeProvider()), 1000);
    expect(connectors(kit)).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(connectors(kit).map((c) => c.id)).toEqual(['org.example']);
  });

  test('6963-06/08: two wallets in arrival order; found by rdns only once announced', () => {
    const kit = makeKit();
    announce(detail1, fakeProvider());
    expect(kit.services.has('connector:org.example')).toBe(true);
    expect(kit.services.has('connector:org.foo')).toBe(false);
    announce(detail2, fakeProvider());
    expect(connectors(kit).map((c) => c.info?.rdns)).toEqual(['org.example', 'org.foo']);
  });

  test('6963-07: a repeated uuid is listed once and notified once', () => {
    const kit = makeKit();
    const actions: string[] = [];
    kit.store.subscribe(() => actions.push('change'));
    const provider = fakeProvider();
    announce(detail2, provider);
    const after = actions.length;
    announce(detail2, provider);
    expect(actions.length).toBe(after);
    expect(connectors(kit)).toHaveLength(1);
  });

  test('6963-10/11: extra info keys are ignored; two providers claiming one rdns do not crash (one row)', () => {
    const kit = makeKit();
    announce({ ...detail1, foo: 'bar' }, fakeProvider());
    announce({ ...detail1, uuid: '00000000-0000-4000-8000-000000000000' }, fakeProvider());
    expect(connectors(kit)).toHaveLength(1);
    expect(connectors(kit)[0]).not.toHaveProperty('foo');
  });

  test('malformed announcements (no provider, no rdns, non-data icon) are ignored or lose the icon', () => {
    const kit = makeKit();
    announce(detail1, {} as Eip1193Provider);
    announce({ ...detail2, rdns: '' }, fakeProvider());
    announce({ ...detail2, icon: 'https://evil.example/icon.svg' }, fakeProvider());
    expect(connectors(kit)).toEqual([expect.objectContaining({ id: 'org.foo' })]);
    expect(connectors(kit)[0]).not.toHaveProperty('imageUrl');
  });

  test('legacy window.ethereum becomes the INJECTED connector, unless an announced wallet is that provider', () => {
    const legacy = fakeProvider();
    (window as { ethereum?: unknown }).ethereum = legacy;
    const kit = makeKit();
    expect(connectors(kit).map((c) => [c.id, c.type])).toEqual([['injected', 'INJECTED']]);
    announce(detail1, legacy);
    expect(connectors(kit).map((c) => [c.id, c.type])).toEqual([['org.example', 'ANNOUNCED']]);
    expect(kit.services.has('connector:injected')).toBe(false);

    for (const k of kits.splice(0)) k.destroy();
    referenceWallet(referenceInfo, legacy);
    const second = makeKit();
    expect(connectors(second).map((c) => c.type)).toEqual(['ANNOUNCED']);
  });

  test('destroying the kit removes its announcement listener', () => {
    const kit = makeKit();
    kit.destroy();
    kits.splice(0);
    announce(detail1, fakeProvider());
    expect(connectors(kit)).toEqual([]);
  });
});

describe('EIP-1193 events of a connected wallet', () => {
  const connect = async () => {
    const provider = fakeProvider();
    const kit = makeKit();
    announce(detail1, provider);
    await kit.ready;
    await kit.adapters.connect('org.example');
    return { kit, provider };
  };

  test('1193-07: chainChanged "0x89" switches the active network to eip155:137', async () => {
    const { kit, provider } = await connect();
    provider.emit('chainChanged', '0x89');
    expect(state(kit).chains.activeCaipNetworkId).toBe('eip155:137');
    expect(state(kit).chains.chains.eip155!.accountState.caipAddress).toBe(`eip155:137:${ADDRESS}`);
    // The wallet is already there: no switch request goes back to it.
    expect(provider.calls).not.toContain('wallet_switchEthereumChain');
  });

  test('1193-07: a chain the app did not request opens UnsupportedChain', async () => {
    const { kit, provider } = await connect();
    provider.emit('chainChanged', '0x2105');
    expect(state(kit).chains.chains.eip155!.networkState.caipNetworkId).toBe('eip155:8453');
    expect(state(kit).modal.history.at(-1)?.view).toBe('UnsupportedChain');
  });

  test('1193-08: accountsChanged updates the account; [] means disconnected', async () => {
    const { kit, provider } = await connect();
    const next = '0x0000000000000000000000000000000000000001';
    provider.emit('accountsChanged', [next]);
    expect(state(kit).chains.chains.eip155!.accountState.address).toBe(next);
    provider.emit('accountsChanged', []);
    expect(state(kit).connection.status.eip155).toBe('disconnected');
  });

  test('1193-09/10: disconnect with a CloseEvent code disconnects and leaves no listener behind', async () => {
    const { kit, provider } = await connect();
    provider.emit('disconnect', Object.assign(new Error('closed'), { code: 1013 }));
    expect(state(kit).connection.status.eip155).toBe('disconnected');
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
      expect(provider.listenerCount(event)).toBe(0);
  });

  test('1193-11: a message event is ignored without error', async () => {
    const { kit, provider } = await connect();
    expect(() =>
      provider.emit('message', { type: 'eth_subscription', data: { subscription: '0x1', result: {} } }),
    ).not.toThrow();
    expect(state(kit).connection.status.eip155).toBe('connected');
  });
});
