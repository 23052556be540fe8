import { bitcoinRegtest } from '../../core/networks/chains/bitcoin';
import type { ProviderConnector } from '../ChainAdapter';
import type { SatsConnectProvider } from './BitcoinWalletProvider';
import startBitcoinDiscovery, { INJECTED_BITCOIN_CONNECTOR_ID } from './startBitcoinDiscovery';

// Discovery of injected sats-connect wallets on a window-like object, and the request shape the
// adapter sees through it. The injected providers are stubs (stub: an extension cannot run here);
// the real dev wallet is exercised in bitcoinAdapter.integration.test.ts.

type Listener = (payload: unknown) => void;

/** A stub sats-connect provider: answers from a table, records calls, emits events. */
function stubProvider(answers: Record<string, unknown>, methods?: string[]) {
  const calls: string[] = [];
  const listeners = new Map<string, Set<Listener>>();
  const provider: SatsConnectProvider & { calls: string[]; emit(event: string): void } = {
    calls,
    async request(method) {
      calls.push(method);
      if (method === 'getInfo') return { jsonrpc: '2.0', id: 1, result: { version: '1', methods } };
      if (!(method in answers)) return { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'nope' } };
      return answers[method];
    },
    addListener(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    emit(event) {
      for (const listener of listeners.get(event) ?? []) listener({ type: event });
    },
  };
  return provider;
}

function discover(page: Record<string, unknown>) {
  const found: ProviderConnector[] = [];
  const handlers = new Map<string, () => void>();
  const window = {
    ...page,
    addEventListener: (event: string, handler: () => void) => handlers.set(event, handler),
    removeEventListener: (event: string) => handlers.delete(event),
  } as unknown as Window;
  const stop = startBitcoinDiscovery({
    window,
    addConnector: (connector) => found.push(connector),
    removeConnector: () => undefined,
    network: () => bitcoinRegtest,
  });
  return { found, stop, window: window as unknown as Record<string, unknown>, handlers };
}

const icon = 'data:image/svg+xml;base64,PHN2Zy8+';

test('default: btc_providers entries are ANNOUNCED; Xverse and window.BitcoinProvider not listed are INJECTED; each provider once', () => {
  const listed = stubProvider({});
  const xverse = stubProvider({});
  const { found } = discover({
    Wallets: { Listed: listed },
    XverseProviders: { BitcoinProvider: xverse },
    BitcoinProvider: listed,
    btc_providers: [
      { id: 'Wallets.Listed', name: 'Listed Wallet', icon },
      { id: 'Wallets.Absent', name: 'Absent Wallet', icon },
      { id: 42, name: 'Broken' },
    ],
  });
  expect(found.map((c) => [c.id, c.type, c.name, c.chain, c.icon])).toEqual([
    ['bip122:Wallets.Listed', 'ANNOUNCED', 'Listed Wallet', 'bip122', icon],
    ['bip122:XverseProviders.BitcoinProvider', 'INJECTED', 'Xverse', 'bip122', undefined],
  ]);
});

test('behavior: a wallet injected late is found on load; stop removes the listener', () => {
  const { found, window, handlers, stop } = discover({});
  expect(found).toEqual([]);
  window.BitcoinProvider = stubProvider({});
  handlers.get('load')?.();
  expect(found.map((c) => c.id)).toEqual([INJECTED_BITCOIN_CONNECTOR_ID]);
  stop();
  expect(handlers.has('load')).toBe(false);
});

test('behavior: the wrapped provider unwraps results, asks getInfo once, and refuses unlisted methods without asking', async () => {
  const injected = stubProvider({ getAccounts: { jsonrpc: '2.0', id: 2, result: ['a'] } }, ['getAccounts']);
  const { found } = discover({ BitcoinProvider: injected });
  const provider = found[0]!.provider;
  expect(await provider.request({ method: 'getAccounts', params: { purposes: ['payment'] } })).toEqual(['a']);
  await expect(provider.request({ method: 'signPsbt' })).rejects.toMatchObject({
    name: 'BitcoinWalletMethodMissingError',
    code: -32601,
  });
  expect(injected.calls).toEqual(['getInfo', 'getAccounts']);
});

test('error: a wallet error becomes BitcoinWalletRequestError (USER_REJECTION -32000 as 4001); a non-envelope is invalid', async () => {
  const injected = stubProvider({
    signMessage: { jsonrpc: '2.0', id: 3, error: { code: -32000, message: 'User rejected' } },
    sendTransfer: { jsonrpc: '2.0', id: 4, error: { code: -32602, message: 'Insufficient funds' } },
    signPsbt: 'not an envelope',
  });
  const provider = discover({ BitcoinProvider: injected }).found[0]!.provider;
  await expect(provider.request({ method: 'signMessage' })).rejects.toMatchObject({
    name: 'BitcoinWalletRequestError',
    code: 4001,
    data: { method: 'signMessage', walletCode: -32000 },
  });
  await expect(provider.request({ method: 'sendTransfer' })).rejects.toMatchObject({
    code: -32602,
    data: { walletMessage: 'Insufficient funds' },
  });
  await expect(provider.request({ method: 'signPsbt' })).rejects.toMatchObject({
    name: 'InvalidBitcoinWalletAnswerError',
  });
});

test("behavior: sats-connect's accountChange and disconnect reach the kit's listeners until removed", () => {
  const injected = stubProvider({});
  const provider = discover({ BitcoinProvider: injected }).found[0]!.provider;
  const seen: string[] = [];
  const onAccounts = () => seen.push('accounts');
  const onDisconnect = () => seen.push('disconnect');
  provider.on?.('accountsChanged', onAccounts);
  provider.on?.('disconnect', onDisconnect);
  injected.emit('accountChange');
  injected.emit('disconnect');
  provider.removeListener?.('accountsChanged', onAccounts);
  provider.removeListener?.('disconnect', onDisconnect);
  injected.emit('accountChange');
  expect(seen).toEqual(['accounts', 'disconnect']);
});
