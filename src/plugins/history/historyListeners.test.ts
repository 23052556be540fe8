import { createHistoryTestKit } from '../../../test/history/createHistoryTestKit';
import {
  ACCOUNT,
  connectAccount,
  type HistoryAnswer,
  later,
  type StubApi,
  transaction,
} from '../../../test/history/historyFixtures';
import { settle, until } from '../../../test/history/untilSettled';
import type { AppKit } from '../../index';
import { cachesSlice } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { fetchTransactions, loadMoreTransactions } from './fetchTransactions';
import { HISTORY_REFRESH_MS } from './historyListeners';
import { historyWatchStarted, historyWatchStopped } from './historySlice';
import type { Transaction } from './historyTypes';

// The listeners keep the list in step with the active network and account, and fresh while a view
// watches it. The blockchain API is a stub `fetch` whose answers the tests change between requests.

const OTHER = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
let kit: AppKit;
let api: StubApi;
let restore: () => void;
/** How the stub answers now; a test may swap it. */
let serving: (query: Record<string, string>, account: string) => HistoryAnswer | Promise<HistoryAnswer>;
/** What the stub serves now: newest first, by network; pages of two. */
let served: Record<string, Transaction[]>;
let failing = false;

const at = (day: number, hour = 12) => new Date(2024, 5, day, hour).toISOString();

function page(query: Record<string, string>, account: string): HistoryAnswer {
  if (failing) return { status: 503 };
  const list =
    account === ACCOUNT ? (served[query.chainId ?? ''] ?? []) : [transaction('other-account', at(1))];
  const start = Number(query.cursor ?? 0);
  const next = start + 2 < list.length ? String(start + 2) : null;
  return { data: list.slice(start, start + 2), next };
}

beforeEach(async () => {
  served = {
    'eip155:1': [transaction('m3', at(3)), transaction('m2', at(2)), transaction('m1', at(1))],
    'eip155:8453': [transaction('b1', at(1), { metadata: { chain: 'eip155:8453' } })],
  };
  failing = false;
  serving = page;
  ({ kit, api, restore } = await createHistoryTestKit((query, account) => serving(query, account)));
});

afterEach(() => {
  restore();
  jest.useRealTimers();
});

const history = () => kit.store.getState().history!;
const ids = () => history().transactions.map((t) => t.id);
const historyCalls = () => api.historyRequests().length;
const idle = () => !history().loading && !history().refreshing;

describe('history listeners (stub fetch)', () => {
  test('default', async () => {
    connectAccount(kit.store);
    kit.store.dispatch(historyWatchStarted());
    await until(() => ids().length > 0 && idle());
    expect(ids()).toEqual(['m3', 'm2']);
    expect(history()).toMatchObject({ watchers: 1, next: '2', lastNetworkInView: 'eip155:1' });
    kit.store.dispatch(historyWatchStopped());
    expect(history().watchers).toBe(0);
  });

  test('behavior: a network change refetches from scratch; the other network is asked for and shown', async () => {
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    expect(history().transactions).toEqual([]);
    await until(() => history().lastNetworkInView === 'eip155:8453' && idle() && ids().length > 0);
    expect(ids()).toEqual(['b1']);
    expect(api.historyRequests().at(-1)?.query).toMatchObject({ chainId: 'eip155:8453' });
    expect(api.historyRequests().at(-1)?.query.cursor).toBeUndefined();
  });

  test('behavior: an account change refetches for the new account; disconnect clears the list', async () => {
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'eip155', address: OTHER }));
    await until(() => ids()[0] === 'other-account' && idle());
    expect(history().account).toBe(OTHER);
    kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    kit.store.dispatch(chainsSlice.actions.accountReset({ namespace: 'eip155' }));
    expect(history()).toMatchObject({ transactions: [], transactionsByYear: {}, loading: false });
    expect(history().lastNetworkInView).toBeUndefined();
    const calls = historyCalls();
    await settle();
    expect(historyCalls()).toBe(calls);
  });

  test('behavior: a list nobody used is not fetched when the network changes', async () => {
    connectAccount(kit.store);
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    await settle();
    expect(historyCalls()).toBe(0);
  });

  test('behavior: an answer for the network that was in view before is ignored', async () => {
    const held = later<HistoryAnswer>();
    serving = (query, account) => (query.chainId === 'eip155:1' ? held.promise : page(query, account));
    connectAccount(kit.store);
    const first = kit.store.dispatch(fetchTransactions());
    await until(() => historyCalls() === 1);
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    await until(() => ids().length > 0 && idle());
    held.resolve({ data: [transaction('late-mainnet', at(9))], next: 'x' });
    await first;
    expect(ids()).toEqual(['b1']);
    expect(history()).toMatchObject({ lastNetworkInView: 'eip155:8453', empty: false });
    expect(history().next).toBeUndefined();
  });

  test('behavior: while watched, the first page is refreshed every 10 s and new ones merge on top of the loaded pages', async () => {
    jest.useFakeTimers();
    connectAccount(kit.store);
    kit.store.dispatch(historyWatchStarted());
    await until(() => ids().length === 2 && idle());
    await kit.store.dispatch(loadMoreTransactions());
    expect(ids()).toEqual(['m3', 'm2', 'm1']);
    served['eip155:1'] = [transaction('m4', at(4)), ...(served['eip155:1'] ?? [])];
    await jest.advanceTimersByTimeAsync(HISTORY_REFRESH_MS - 1);
    expect(historyCalls()).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    await until(() => ids()[0] === 'm4' && idle());
    expect(ids()).toEqual(['m4', 'm3', 'm2', 'm1']);
    expect(api.historyRequests().at(-1)?.query.cursor).toBeUndefined();
    expect(history().next).toBeUndefined();
    expect(
      Object.values(history().transactionsByYear[2024] ?? {})
        .flat()
        .map((t) => t.id),
    ).toEqual(ids());
    await jest.advanceTimersByTimeAsync(HISTORY_REFRESH_MS);
    await until(idle);
    expect(historyCalls()).toBe(4);

    kit.store.dispatch(historyWatchStopped());
    await jest.advanceTimersByTimeAsync(HISTORY_REFRESH_MS * 3);
    expect(historyCalls()).toBe(4);
  });

  test('behavior: a refresh updates a pending transaction in place when it is confirmed', async () => {
    jest.useFakeTimers();
    served['eip155:1'] = [transaction('p', at(5), { metadata: { status: 'pending' } })];
    connectAccount(kit.store);
    kit.store.dispatch(historyWatchStarted());
    await until(() => ids().length === 1 && idle());
    served['eip155:1'] = [transaction('p', at(5), { metadata: { status: 'confirmed' } })];
    await jest.advanceTimersByTimeAsync(HISTORY_REFRESH_MS);
    await until(() => history().transactions[0]?.metadata.status === 'confirmed');
    expect(ids()).toEqual(['p']);
  });

  test('behavior: a balance refresh after a transaction the kit sent refreshes the list at once', async () => {
    jest.useFakeTimers();
    connectAccount(kit.store);
    kit.store.dispatch(historyWatchStarted());
    await until(() => ids().length === 2 && idle());
    await jest.advanceTimersByTimeAsync(HISTORY_REFRESH_MS / 2);
    served['eip155:1'] = [transaction('sent-now', at(6)), ...(served['eip155:1'] ?? [])];
    // What the adapters dispatch once a sent transaction is mined: the balance cache cleared, then read again.
    kit.store.dispatch(cachesSlice.actions.cacheCleared({ cache: 'balance' }));
    await until(() => ids()[0] === 'sent-now' && idle());
    expect(historyCalls()).toBe(2);
    kit.store.dispatch(
      chainsSlice.actions.accountUpdated({ namespace: 'eip155', balance: '0.5', balanceSymbol: 'ETH' }),
    );
    await until(() => historyCalls() === 3 && idle());
    // The periodic refresh counts again from the last one instead of following right after it.
    await jest.advanceTimersByTimeAsync(HISTORY_REFRESH_MS - 1);
    expect(historyCalls()).toBe(3);
  });

  test('error: a failed background refresh keeps the list and shows no toast; the next tick tries again', async () => {
    jest.useFakeTimers();
    connectAccount(kit.store);
    kit.store.dispatch(historyWatchStarted());
    await until(() => ids().length === 2 && idle());
    failing = true;
    await jest.advanceTimersByTimeAsync(HISTORY_REFRESH_MS);
    await until(() => historyCalls() === 2 && idle());
    expect(ids()).toEqual(['m3', 'm2']);
    expect(history()).toMatchObject({ empty: false, next: '2' });
    expect(kit.store.getState().notifications.open).toBe(false);
    failing = false;
    served['eip155:1'] = [transaction('m4', at(4)), ...(served['eip155:1'] ?? [])];
    await jest.advanceTimersByTimeAsync(HISTORY_REFRESH_MS);
    await until(() => ids()[0] === 'm4');
  });

  test('error: a failed first page is fetched from scratch again when a view starts watching', async () => {
    failing = true;
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    expect(history()).toMatchObject({ empty: true, error: { message: 'HTTP status code: 503' } });
    failing = false;
    kit.store.dispatch(historyWatchStarted());
    await until(() => ids().length === 2 && idle());
    expect(history().error).toBeUndefined();
    expect(history().empty).toBe(false);
  });
});
