import { createHistoryTestKit, type ServeHistory } from '../../../test/history/createHistoryTestKit';
import {
  ACCOUNT,
  connectAccount,
  type HistoryAnswer,
  type StubApi,
  transaction,
  transfer,
} from '../../../test/history/historyFixtures';
import { type AppKit, solana } from '../../index';
import { PACKAGE_VERSION } from '../../kit/packageVersion';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { fetchTransactions, loadMoreTransactions, requestHistoryPage } from './fetchTransactions';
import { hasActivity } from './historySelectors';

// The kit is driven headless, as a host would: createAppKit, load the plugin, dispatch its thunks.
// The blockchain API is a stub `fetch`; the reference API is tested in sandbox/api.

let kit: AppKit;
let api: StubApi;
let serving: ServeHistory = () => ({ data: [], next: null });
let restore: (() => void) | undefined;

function serve(history: ServeHistory) {
  serving = history;
}

async function historyKit(
  options: { analytics?: boolean; supportedChains?: string[] } = {},
): Promise<AppKit> {
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

describe('fetchTransactions (stub fetch)', () => {
  test('default', async () => {
    serve(() => ({ data: [transaction('b', at(2024, 5, 2)), transaction('a', at(2024, 5, 1))], next: 'c2' }));
    await historyKit();
    connectAccount(kit.store);
    const page = await kit.store.dispatch(fetchTransactions()).unwrap();
    expect(page.transactions.map((t) => t.id)).toEqual(['b', 'a']);
    const [request] = api.historyRequests();
    expect(request?.path).toBe(`/v1/account/${ACCOUNT}/history`);
    expect(request?.query).toEqual({
      chainId: 'eip155:1',
      projectId: 'proj-1',
      st: 'portico',
      sv: `portico-${PACKAGE_VERSION}`,
    });
    expect(history()).toMatchObject({
      lastNetworkInView: 'eip155:1',
      account: ACCOUNT,
      loading: false,
      empty: false,
      next: 'c2',
    });
    expect(ids()).toEqual(['b', 'a']);
  });

  test('behavior: transactionsByYear groups by year, then month, newest first', async () => {
    const list = [
      transaction('jan-24', at(2024, 0, 9)),
      transaction('jun-24-early', at(2024, 5, 1)),
      transaction('dec-23', at(2023, 11, 31)),
      transaction('jun-24-late', at(2024, 5, 28)),
    ];
    serve(() => ({ data: list, next: null }));
    await historyKit();
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    const byYear = history().transactionsByYear;
    const grouped = Object.fromEntries(
      Object.entries(byYear).map(([year, months]) => [
        year,
        Object.fromEntries(Object.entries(months).map(([month, items]) => [month, items.map((t) => t.id)])),
      ]),
    );
    expect(grouped).toEqual({
      2023: { 11: ['dec-23'] },
      2024: { 0: ['jan-24'], 5: ['jun-24-late', 'jun-24-early'] },
    });
    expect(history().empty).toBe(false);
  });

  test('behavior: next pages append, de-duplicated by id, and a null next stops the paging', async () => {
    const pages: Record<string, HistoryAnswer> = {
      first: { data: [transaction('c', at(2024, 5, 3)), transaction('b', at(2024, 5, 2))], next: 'p2' },
      p2: { data: [transaction('b', at(2024, 5, 2)), transaction('a', at(2024, 5, 1))], next: null },
    };
    serve((query) => pages[query.cursor ?? 'first']!);
    await historyKit();
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    await kit.store.dispatch(loadMoreTransactions());
    expect(ids()).toEqual(['c', 'b', 'a']);
    expect(history().next).toBeUndefined();
    expect(history().empty).toBe(false);
    expect(kit.store.dispatch(loadMoreTransactions())).toBeUndefined();
    expect(api.historyRequests().map((r) => r.query.cursor)).toEqual([undefined, 'p2']);
  });

  test('behavior: a next cursor that names the page just read ends the paging instead of looping', async () => {
    serve((query) => ({ data: [transaction(query.cursor ?? 'first', at(2024, 5, 1))], next: 'same' }));
    await historyKit();
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    await kit.store.dispatch(loadMoreTransactions());
    expect(ids()).toEqual(['first', 'same']);
    expect(history().next).toBeUndefined();
    expect(kit.store.dispatch(loadMoreTransactions())).toBeUndefined();
  });

  test('behavior: only the active network is asked for and kept; spam-only transactions are hidden', async () => {
    const spam = transfer({ fungible_info: { name: 'Airdrop', symbol: 'FREE', flags: { is_spam: true } } });
    serve(() => ({
      data: [
        transaction('on-base', at(2024, 5, 4), { metadata: { chain: 'eip155:8453' } }),
        transaction('on-mainnet', at(2024, 5, 3)),
        transaction('spam', at(2024, 5, 2), { metadata: { chain: 'eip155:8453' }, transfers: [spam] }),
        transaction('mixed', at(2024, 5, 1), {
          metadata: { chain: 'eip155:8453' },
          transfers: [spam, transfer()],
        }),
      ],
      next: null,
    }));
    await historyKit();
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    expect(api.historyRequests()[0]?.query.chainId).toBe('eip155:8453');
    expect(ids()).toEqual(['on-base', 'mixed']);
    expect(history().lastNetworkInView).toBe('eip155:8453');
  });

  test('behavior: a page with nothing to show and no next page is empty', async () => {
    serve(() => ({ data: [], next: null }));
    await historyKit();
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    expect(history()).toMatchObject({
      transactions: [],
      transactionsByYear: {},
      empty: true,
      loading: false,
    });
  });

  test("behavior: on Solana the Solana account's history is asked with the Solana chain id (issue 22)", async () => {
    const owner = 'GhGV7h84iSsxBmRo3wAitj84C8DQYkyXvuQ1ZHZHrgTd';
    const sent = transaction('sol-send', at(2024, 5, 1), {
      metadata: { chain: solana.caipNetworkId, sentFrom: owner },
      transfers: [transfer({ direction: 'out', fungible_info: { name: 'Solana', symbol: 'SOL' } })],
    });
    serve(() => ({ data: [sent, transaction('on-ethereum', at(2024, 5, 2))], next: null }));
    await historyKit({ supportedChains: ['eip155:1', solana.caipNetworkId] });
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: solana.caipNetworkId }));
    kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'solana', connectorId: 'phantom' }));
    kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'solana', address: owner }));
    const page = await kit.store.dispatch(fetchTransactions()).unwrap();
    const [request] = api.historyRequests();
    expect(request?.path).toBe(`/v1/account/${owner}/history`);
    expect(request?.query.chainId).toBe(solana.caipNetworkId);
    // Only the active network's entries are kept (SPEC §5), as on EVM.
    expect(page.transactions.map((t) => t.id)).toEqual(['sol-send']);
    expect(history()).toMatchObject({
      empty: false,
      account: owner,
      lastNetworkInView: solana.caipNetworkId,
    });
  });

  test('behavior: on a namespace without activity (bip122) nothing is fetched', async () => {
    serve(() => ({ data: [transaction('a', at(2024, 5, 1))], next: null }));
    await historyKit();
    const page = await kit.store
      .dispatch(
        requestHistoryPage({
          mode: 'replace',
          account: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          chainId: 'bip122:000000000019d6689c085ae165831e93',
          supported: hasActivity({ namespace: 'bip122' }),
        }),
      )
      .unwrap();
    expect(page).toEqual({ transactions: [], next: null });
    expect(api.requests).toEqual([]);
  });

  test('behavior: a network the API does not support is skipped with an empty page (SPEC §7)', async () => {
    serve(() => ({ data: [transaction('a', at(2024, 5, 1))], next: null }));
    await historyKit({ supportedChains: ['eip155:1'] });
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:8453' }));
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    expect(api.historyRequests()).toEqual([]);
    expect(history().empty).toBe(true);
  });

  test('behavior: on-ramp purchases go to coinbaseTransactions, asked with onramp=coinbase and no cache', async () => {
    serve((query) => ({
      data: [transaction(query.onramp ? 'bought' : 'plain', at(2024, 5, 1))],
      next: null,
    }));
    await historyKit();
    connectAccount(kit.store);
    await kit.store.dispatch(fetchTransactions());
    await kit.store.dispatch(fetchTransactions({ onramp: 'coinbase' }));
    const onramp = api.historyRequests()[1];
    expect(onramp?.query.onramp).toBe('coinbase');
    expect(onramp?.cache).toBe('no-cache');
    expect(api.historyRequests()[0]?.cache).toBe('default');
    expect(history().coinbaseTransactions.map((t) => t.id)).toEqual(['bought']);
    expect(ids()).toEqual(['plain']);
  });
});
