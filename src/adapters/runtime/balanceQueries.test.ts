import { stubEvmAdapterWith } from '../../../test/adapters/stubEvmAdapter';
import { BALANCE_CACHE_MS } from '../../core/constants/time';
import { ethereum } from '../../core/networks/chains/evm';
import { fetchBalances } from '../../kit/actions/fetchBalances';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { ACCOUNT_BALANCE_POLL_MS } from '../../kit/listeners/followAccountView';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage, type KitStorage } from '../../store/persistence/kitStorage';
import { BALANCE_POLL_MS } from './watchNativeBalance';

// Issue 23 item 3: the header's poll and the Account view's "refresh while shown" are RTK Query
// subscriptions with pollingInterval (real store, real api, stub chain reads, fake timers). Issue 22:
// a failed read shows "unavailable", never another figure. SPEC §3: the balance cache persists.

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ETH = 10n ** 18n;

/** An EVM adapter whose chain balance the test sets (`wei.value`; an Error fails the read). */
function chain() {
  const wei: { value: bigint | Error } = { value: 2n * ETH };
  /** Answers the test holds back: the next reads take these, in order, before `wei`. */
  const next: Promise<bigint>[] = [];
  let reads = 0;
  const descriptor = stubEvmAdapterWith({
    getBalance: async () => {
      reads += 1;
      const held = next.shift();
      if (held) return held;
      if (wei.value instanceof Error) throw wei.value;
      return wei.value;
    },
  });
  return { descriptor, wei, next, reads: () => reads };
}

const USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 0,
  price: 0,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: '',
};

let kit: AppKit | undefined;
/** The API paths asked, in order. */
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname);
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'], ws: [] });
    if (url.pathname === '/v1/fungible/price') return Response.json({ fungibles: [{ ...USDC, price: 2 }] });
    return Response.json({ balances: [USDC] });
  });
});
afterEach(() => {
  kit?.destroy();
  kit = undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function connected(stub: ReturnType<typeof chain>, storage: KitStorage = createMemoryStorage()) {
  kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum],
    storage,
    features: { analytics: false },
    adapters: [stub.descriptor],
    apiUrl: 'https://api.test',
  });
  await jest.advanceTimersByTimeAsync(100);
  await kit.ready;
  kit.adapters.addConnector({
    id: 'w',
    type: 'ANNOUNCED',
    name: 'W',
    chain: 'eip155',
    provider: {
      request: async ({ method }) => {
        if (method === 'eth_requestAccounts') return [ADDRESS];
        if (method === 'eth_chainId') return '0x1';
        return null;
      },
    },
  });
  await kit.adapters.connect('w');
  await jest.advanceTimersByTimeAsync(50);
  return kit;
}
const account = (k: AppKit) => (k.store.getState() as RootState).chains.chains.eip155?.accountState;

describe('balance queries (RTK Query endpoints, polled subscriptions)', () => {
  test('default: the header figure follows the chain every BALANCE_POLL_MS; the Account view polls every ACCOUNT_BALANCE_POLL_MS while shown', async () => {
    const stub = chain();
    const k = await connected(stub);
    expect(account(k)?.balance).toBe('2');

    stub.wei.value = 3n * ETH;
    const before = stub.reads();
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(stub.reads()).toBe(before + 1);
    expect(account(k)?.balance).toBe('3');

    await k.open({ view: 'Account' });
    const opened = stub.reads();
    await jest.advanceTimersByTimeAsync(ACCOUNT_BALANCE_POLL_MS * 2 + 100);
    expect(stub.reads() - opened).toBeGreaterThanOrEqual(2);

    k.close();
    await jest.advanceTimersByTimeAsync(ACCOUNT_BALANCE_POLL_MS);
    const closed = stub.reads();
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2);
    expect(stub.reads() - closed).toBe(2);
  });

  test('error: a failed poll shows the balance as unavailable, not the figure read before', async () => {
    const stub = chain();
    const k = await connected(stub);
    expect(account(k)?.balance).toBe('2');
    stub.wei.value = new Error('RPC down');
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(account(k)?.balance).toBeUndefined();
    expect(account(k)?.balanceUnavailable).toBe(true);
    stub.wei.value = 4n * ETH;
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(account(k)).toMatchObject({ balance: '4', balanceUnavailable: false });
  });

  test('behavior: a forced read asked while another read runs reads again after it, and shows the later figure (a refresh after a send racing a deliberate refresh)', async () => {
    const stub = chain();
    const k = await connected(stub);
    expect(account(k)?.balance).toBe('2');
    // A first forced read is slow and answers the figure from before the send; the send lands meanwhile
    // and the caller asks again: its answer must be read after the change, not join the first read's.
    let answerFirst: (wei: bigint) => void = () => {};
    stub.next.push(new Promise<bigint>((resolve) => (answerFirst = resolve)));
    const reads = stub.reads();
    const first = fetchBalances(k, { forceRefetch: true });
    await jest.advanceTimersByTimeAsync(0);
    stub.wei.value = 1n * ETH;
    const second = fetchBalances(k, { forceRefetch: true });
    answerFirst(2n * ETH);
    await expect(first).resolves.toMatchObject({ native: { balance: '2' } });
    await expect(second).resolves.toMatchObject({ native: { balance: '1' } });
    expect(stub.reads()).toBe(reads + 2);
    expect(account(k)?.balance).toBe('1');
  });

  test('behavior: a forced token-list read asked while another runs reads again after it, and answers the later list', async () => {
    const k = await connected(chain());
    // The API's first answer is held back and says 10 USDC; the list changes meanwhile (12 USDC).
    let numeric = '10';
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let balanceReads = 0;
    jest.mocked(globalThis.fetch).mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'], ws: [] });
      if (url.pathname === '/v1/fungible/price') return Response.json({ fungibles: [] });
      balanceReads += 1;
      const answer = { balances: [{ ...USDC, quantity: { decimals: '6', numeric } }] };
      if (balanceReads === 1) await held;
      return Response.json(answer);
    });
    const first = k.adapters.fetchTokenBalances({ forceUpdate: true });
    await jest.advanceTimersByTimeAsync(0);
    numeric = '12';
    const second = k.adapters.fetchTokenBalances({ forceUpdate: true });
    release();
    expect((await first).map((token) => token.quantity.numeric)).toEqual(['10']);
    expect((await second).map((token) => token.quantity.numeric)).toEqual(['12']);
    expect(balanceReads).toBe(2);
  });

  test('behavior: SPEC §3 the balance and portfolio caches persist, and fresh stored figures answer the first reads after a reload', async () => {
    const storage = createMemoryStorage();
    const first = chain();
    const k = await connected(first, storage);
    const tokens = await k.adapters.fetchTokenBalances();
    await jest.advanceTimersByTimeAsync(1_000);
    // The kit's storage namespace comes from its project id.
    const stored = storage.dump()['@appkit/p-p1/caches'] ?? '';
    expect(stored).toContain(`eip155:1:${ADDRESS.toLowerCase()}`);
    k.destroy();
    kit = undefined;

    // A reload that kept only the caches (no stored session to reconnect).
    const reloaded = createMemoryStorage();
    await reloaded.setItem('@appkit/p-p1/caches', stored);
    const second = chain();
    second.wei.value = 7n * ETH;
    const again = await connected(second, reloaded);
    // Shown from the restored cache entry; the chain is asked at the next poll.
    expect(account(again)?.balance).toBe('2');
    expect(second.reads()).toBe(0);
    asked = [];
    expect(await again.adapters.fetchTokenBalances()).toEqual(tokens);
    expect(asked.filter((path) => path !== '/v1/supported-chains')).toEqual([]);
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(account(again)?.balance).toBe('7');
  });

  test('behavior: SPEC §9 the token list and its prices are kept 30 s (keepUnusedDataFor), then read again', async () => {
    const k = await connected(chain());
    const first = await k.adapters.fetchTokenBalances();
    expect(first.map((t) => [t.symbol, t.price, t.value])).toEqual([['USDC', 2, 20]]);
    const sources = () => asked.filter((path) => path !== '/v1/supported-chains');
    expect(sources()).toEqual([`/v1/account/${ADDRESS}/balance`, '/v1/fungible/price']);

    await jest.advanceTimersByTimeAsync(BALANCE_CACHE_MS - 5_000);
    expect(await k.adapters.fetchTokenBalances()).toEqual(first);
    expect(sources()).toHaveLength(2);

    await jest.advanceTimersByTimeAsync(BALANCE_CACHE_MS + 1_000);
    expect(await k.adapters.fetchTokenBalances()).toEqual(first);
    expect(sources()).toEqual([
      `/v1/account/${ADDRESS}/balance`,
      '/v1/fungible/price',
      `/v1/account/${ADDRESS}/balance`,
      '/v1/fungible/price',
    ]);
  });

  test('behavior: with nobody connected the token list is empty, not a rejection (issue 24), and nothing is asked', async () => {
    const stub = chain();
    kit = createAppKit({
      projectId: 'p1',
      networks: [ethereum],
      storage: createMemoryStorage(),
      features: { analytics: false },
      adapters: [stub.descriptor],
      apiUrl: 'https://api.test',
    });
    await jest.advanceTimersByTimeAsync(100);
    await kit.ready;
    await expect(kit.adapters.fetchTokenBalances()).resolves.toEqual([]);
    await expect(kit.adapters.fetchTokenBalances({ forceUpdate: true })).resolves.toEqual([]);
    kit.destroy();
    // After a disconnect too: the list of the account that left is not given.
    const k = await connected(stub);
    expect(await k.adapters.fetchTokenBalances()).toHaveLength(1);
    await k.adapters.disconnect();
    asked = [];
    await expect(k.adapters.fetchTokenBalances()).resolves.toEqual([]);
    expect(asked.filter((path) => path.endsWith('/balance'))).toEqual([]);
  });
});
