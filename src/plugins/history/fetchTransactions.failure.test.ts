import { UNTIL_SENT_MS } from '../../../test/api/analyticsTestKit';
import { createHistoryTestKit, type ServeHistory } from '../../../test/history/createHistoryTestKit';
import { ACCOUNT, connectAccount, type StubApi, transaction } from '../../../test/history/historyFixtures';
import { until } from '../../../test/history/untilSettled';
import type { AppKit } from '../../index';
import { fetchTransactions, loadMoreTransactions } from './fetchTransactions';

// The kit is driven headless, as a host would: createAppKit, load the plugin, dispatch its thunks.
// The blockchain API is a stub `fetch`; the reference API is tested in sandbox/api.

let kit: AppKit;
let api: StubApi;
let serving: ServeHistory = () => ({ data: [], next: null });
let restore: (() => void) | undefined;

function serve(history: ServeHistory) {
  serving = history;
}

async function historyKit(options: { analytics?: boolean } = {}): Promise<AppKit> {
  const made = await createHistoryTestKit((query, account) => serving(query, account), options);
  ({ kit, api, restore } = made);
  return kit;
}

const history = () => kit.store.getState().history!;
const ids = () => history().transactions.map((t) => t.id);
const at = (year: number, month: number, day: number) => new Date(year, month, day, 12).toISOString();

afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('fetchTransactions failures (stub fetch)', () => {
  test('error: without an account address the thunk rejects with the catalogue error and fetches nothing', async () => {
    serve(() => ({ data: [], next: null }));
    await historyKit();
    const before = history();
    await expect(kit.store.dispatch(fetchTransactions()).unwrap()).rejects.toEqual({
      name: 'TransactionsWithoutAddressError',
      message: "Transactions can't be fetched without an accountAddress",
    });
    expect(api.requests).toEqual([]);
    expect(history()).toEqual(before);
    expect(kit.store.getState().notifications.open).toBe(false);
  });

  test('error: a failed page applies the failure rule: empty, cursor cleared, the toast; loaded ones stay', async () => {
    serve((query) =>
      query.cursor ? { status: 500 } : { data: [transaction('a', at(2024, 5, 1))], next: 'p2' },
    );
    await historyKit();
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    const result = await kit.store.dispatch(loadMoreTransactions());
    expect(result?.payload).toMatchObject({ message: 'HTTP status code: 500' });
    expect(history()).toMatchObject({
      empty: true,
      loading: false,
      error: { message: 'HTTP status code: 500' },
    });
    expect(history().next).toBeUndefined();
    expect(ids()).toEqual(['a']);
    expect(kit.store.getState().notifications).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch transactions',
    });
    // Analytics is off: nothing is tracked.
    expect(api.requests.filter((r) => r.path === '/e')).toEqual([]);
  });

  test('error: an answer that is not a page is a failed fetch, not an empty history', async () => {
    serve(() => ({ body: '<html>maintenance</html>' }));
    await historyKit();
    connectAccount(kit.store);
    const result = await kit.store.dispatch(fetchTransactions());
    expect(result.meta.requestStatus).toBe('rejected');
    expect(history()).toMatchObject({ empty: true, transactions: [] });
    expect(kit.store.getState().notifications.message).toBe('Failed to fetch transactions');
  });

  test('error: with analytics on, a failure is tracked as ERROR_FETCH_TRANSACTIONS (sent in the next batch)', async () => {
    // The analytics queue posts when the page is idle; only its timers are faked.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      serve(() => ({ status: 502 }));
      await historyKit({ analytics: true });
      connectAccount(kit.store);
      await kit.store.dispatch(fetchTransactions());
      expect(api.requests.filter((r) => r.path === '/e')).toEqual([]);
      await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
      await until(() => api.requests.some((r) => r.path === '/e'));
      const event = api.requests.find((r) => r.path === '/e');
      expect(event?.method).toBe('POST');
      expect(event?.query).toMatchObject({ projectId: 'proj-1' });
      expect(event?.body).toEqual([
        expect.objectContaining({
          props: {
            type: 'track',
            event: 'ERROR_FETCH_TRANSACTIONS',
            // AppKit's payload (issue 24); the first page has no cursor.
            properties: { address: ACCOUNT, projectId: 'proj-1', isSmartAccount: false },
          },
        }),
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});
