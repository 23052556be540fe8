import { connectAccount, createStubApi, transaction } from '../../../test/history/historyFixtures';
import { until } from '../../../test/history/untilSettled';
import { type AppKit, createAppKit, createMemoryStorage, ethereum } from '../../index';
import { loadHistoryPlugin } from './loadHistoryPlugin';

// A host showing activity its own way: no view is rendered, only the loader's thunks and selectors.

const realFetch = globalThis.fetch;
let kit: AppKit;

afterEach(() => {
  kit.destroy();
  globalThis.fetch = realFetch;
});

function newKit(): AppKit {
  kit = createAppKit({
    projectId: 'proj-1',
    networks: [ethereum],
    apiUrl: 'https://api.test/',
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
  });
  return kit;
}

describe('loadHistoryPlugin (stub fetch)', () => {
  test('default', async () => {
    const api = createStubApi({
      history: (query) =>
        query.cursor
          ? { data: [transaction('a', '2024-06-01T10:00:00.000Z')], next: null }
          : { data: [transaction('b', '2024-06-02T10:00:00.000Z')], next: 'p2' },
    });
    globalThis.fetch = api.fetch;
    newKit();
    expect(kit.store.getState().history).toBeUndefined();
    const history = await loadHistoryPlugin(kit);
    expect(history.selectHistory(kit.store.getState())).toMatchObject({ transactions: [], loading: false });
    connectAccount(kit.store);
    await kit.store.dispatch(history.fetchTransactions());
    await kit.store.dispatch(history.loadMoreTransactions());
    expect(history.selectHistory(kit.store.getState())?.transactions.map((t) => t.id)).toEqual(['b', 'a']);
  });

  test('behavior: the watch actions run the same flow a view does, with no view rendered', async () => {
    const api = createStubApi({
      history: () => ({ data: [transaction('a', '2024-06-01T10:00:00.000Z')], next: null }),
    });
    globalThis.fetch = api.fetch;
    newKit();
    const history = await loadHistoryPlugin(kit);
    connectAccount(kit.store);
    kit.store.dispatch(history.historyWatchStarted());
    await until(() => history.selectHistory(kit.store.getState())?.transactions.length === 1);
    kit.store.dispatch(history.historyWatchStopped());
    expect(history.selectHistory(kit.store.getState())?.watchers).toBe(0);
  });
});
