import { createSlice, type Draft, isDraft, original } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';
import { type ByYearAndMonth, groupByYearAndMonth } from '../../core/groupByYearAndMonth';
import { type HistoryPage, type HistoryRequest, requestHistoryPage } from './fetchTransactions';
import { isListOf } from './historySelectors';
import type { Transaction } from './historyTypes';
import { appendTransactions, mergeFirstPage } from './mergeTransactions';

/** SPEC §3 history state, plus what the kit needs to page, refresh and ignore stale answers. */
export interface HistoryState {
  /** The transactions shown: the active network's, spam hidden, newest first, each id once. */
  transactions: Transaction[];
  /** The on-ramp (coinbase) purchases, fetched with `fetchTransactions({ onramp: 'coinbase' })`. */
  coinbaseTransactions: Transaction[];
  /** `transactions` by year, then month (0 = January), newest first inside a month. */
  transactionsByYear: ByYearAndMonth<Transaction>;
  /** The CAIP-2 id of the network the list belongs to. */
  lastNetworkInView?: string;
  /** The account the list belongs to. */
  account?: string;
  /** A first or next page is on its way. */
  loading: boolean;
  /** Nothing (more) to show: the history is empty, or the last fetch failed (SPEC §4). */
  empty: boolean;
  /** The cursor of the next page; absent on the last page and cleared on failure (SPEC §4). */
  next?: string;
  /** The last failed fetch, so a view can offer to try again; cleared by the next fetch. */
  error?: SerializedError;
  /** A background refresh of the first page is on its way. */
  refreshing: boolean;
  /** How many views show the list now; the first page is refreshed periodically while above zero. */
  watchers: number;
  /** The first- or next-page request the list waits for; answers of any other are ignored. */
  requestId?: string;
}

const initialState: HistoryState = {
  transactions: [],
  coinbaseTransactions: [],
  transactionsByYear: {},
  loading: false,
  empty: false,
  refreshing: false,
  watchers: 0,
};

/** Forgets the list (another network or account is in view); the watchers stay. */
function clearList(state: Draft<HistoryState>): void {
  const { watchers, coinbaseTransactions } = state;
  Object.assign(state, { ...initialState, watchers, coinbaseTransactions });
  for (const key of ['lastNetworkInView', 'account', 'next', 'error', 'requestId'] as const)
    delete state[key];
}

/** Sets the list and its month grouping together, so they never disagree. */
function setList(state: Draft<HistoryState>, transactions: Transaction[]): void {
  state.transactions = transactions as Draft<Transaction>[];
  state.transactionsByYear = groupByYearAndMonth(transactions, (t) => t.metadata.minedAt) as Draft<
    ByYearAndMonth<Transaction>
  >;
}

function setNext(state: Draft<HistoryState>, next: string | null | undefined): void {
  if (next) state.next = next;
  else delete state.next;
}

// Helpers get the list as it was before this action, as plain objects: reading a draft array item by
// item would make a proxy of every transaction.
/** A list of the state as plain objects. */
function plain(list: Draft<Transaction>[]): Transaction[] {
  return ((isDraft(list) ? original(list) : list) ?? []) as Transaction[];
}

function pageArrived(state: Draft<HistoryState>, request: HistoryRequest, page: HistoryPage): void {
  if (request.mode === 'onramp') {
    state.coinbaseTransactions = (
      request.cursor
        ? appendTransactions(plain(state.coinbaseTransactions), page.transactions)
        : page.transactions
    ) as Draft<Transaction>[];
    return;
  }
  if (request.mode === 'refresh') {
    state.refreshing = false;
    // A first or next page in flight settles the list itself; a list of another target is not touched.
    if (state.loading || !isListOf(state, request)) return;
    const merged = mergeFirstPage(plain(state.transactions), page.transactions);
    setList(state, merged.transactions);
    if (merged.restarted) setNext(state, page.next);
  } else {
    const list =
      request.mode === 'append'
        ? appendTransactions(plain(state.transactions), page.transactions)
        : page.transactions;
    setList(state, list);
    // A cursor that points at the page just read would page forever (the API is not trusted).
    setNext(state, page.next === request.cursor ? null : page.next);
    state.loading = false;
    delete state.requestId;
  }
  state.empty = state.transactions.length === 0 && state.next === undefined;
}

/**
 * State of the history plugin; injected into a kit when the plugin loads. Pages come in through the
 * thunks of fetchTransactions.ts; the listeners keep the list in step with the active network and
 * account.
 */
export const historySlice = createSlice({
  name: 'history',
  initialState,
  reducers: {
    /** A view showing the list mounted: refresh it now and periodically (historyListeners). */
    historyWatchStarted(state) {
      state.watchers += 1;
    },
    /** That view unmounted; the periodic refresh stops with the last one. */
    historyWatchStopped(state) {
      state.watchers = Math.max(0, state.watchers - 1);
    },
    /** The list of another network or account is dropped; the next fetch starts from scratch. */
    historyCleared(state) {
      clearList(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(requestHistoryPage.pending, (state, { meta: { arg: request, requestId } }) => {
        if (!request.account || request.mode === 'onramp') return;
        if (request.mode === 'refresh') {
          state.refreshing = true;
          return;
        }
        if (request.mode === 'replace') {
          clearList(state);
          state.lastNetworkInView = request.chainId;
          state.account = request.account;
        }
        state.loading = true;
        state.requestId = requestId;
        delete state.error;
      })
      .addCase(requestHistoryPage.fulfilled, (state, { meta: { arg: request, requestId }, payload }) => {
        if (request.mode !== 'refresh' && request.mode !== 'onramp' && state.requestId !== requestId) return;
        pageArrived(state, request, payload);
      })
      .addCase(
        requestHistoryPage.rejected,
        (state, { meta: { arg: request, requestId }, payload, error }) => {
          if (request.mode === 'refresh') state.refreshing = false;
          if (request.mode === 'refresh' || request.mode === 'onramp' || state.requestId !== requestId)
            return;
          // SPEC §4 failure rule: empty, and the cursor cleared; the loaded transactions stay on screen.
          state.loading = false;
          state.empty = true;
          delete state.next;
          delete state.requestId;
          state.error = payload ?? {
            name: error.name ?? 'Error',
            message: error.message ?? 'Something went wrong',
          };
        },
      );
  },
});

/** The actions views and hosts dispatch; the fetching ones are the thunks in fetchTransactions.ts. */
export const { historyWatchStarted, historyWatchStopped, historyCleared } = historySlice.actions;

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    history: HistoryState;
  }
}
