import { createHistoryTestKit, type ServeHistory } from '../../../test/history/createHistoryTestKit';
import { ACCOUNT, connectAccount, transaction } from '../../../test/history/historyFixtures';
import type { AppKitEvent } from '../../core/events/appKitEvents';
import { fetchTransactions, loadMoreTransactions } from './fetchTransactions';

// AppKit's history events as a host's `kit.subscribeEvents` listener receives them, against a kit
// whose blockchain API is a stub `fetch`.

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

async function historyKit(serve: ServeHistory) {
  const made = await createHistoryTestKit(serve);
  restore = made.restore;
  const seen: AppKitEvent['data'][] = [];
  made.kit.subscribeEvents((event) => seen.push(event.data));
  connectAccount(made.kit.store);
  return { kit: made.kit, seen };
}

const at = new Date(2024, 5, 1, 12).toISOString();

describe('history events', () => {
  test('default: a next page is LOAD_MORE_TRANSACTIONS with its cursor; the first page raises none', async () => {
    const { kit, seen } = await historyKit((query) =>
      query.cursor
        ? { data: [transaction('a', at)], next: null }
        : { data: [transaction('b', at)], next: 'p2' },
    );
    await kit.store.dispatch(fetchTransactions());
    expect(seen).toEqual([]);
    await kit.store.dispatch(loadMoreTransactions());
    expect(seen).toEqual([
      {
        type: 'track',
        event: 'LOAD_MORE_TRANSACTIONS',
        properties: { address: ACCOUNT, projectId: 'proj-1', cursor: 'p2', isSmartAccount: false },
      },
    ]);
  });

  test('error: a failed page is ERROR_FETCH_TRANSACTIONS with the same properties', async () => {
    const { kit, seen } = await historyKit(() => ({ status: 502 }));
    await kit.store.dispatch(fetchTransactions());
    expect(seen).toEqual([
      {
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { address: ACCOUNT, projectId: 'proj-1', cursor: undefined, isSmartAccount: false },
      },
    ]);
  });
});
