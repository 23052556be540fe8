import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { trackAnalytics } from '../../api/analytics/trackAnalytics';
import { getBlockchainApi } from '../../api/getBlockchainApi';
import { serializeError } from '../../core/errors/defineError';
import { TOAST } from '../../core/errors/toasts';
import type { AppKitEventMap } from '../../core/events/appKitEvents';
import { showNotification } from '../../store/actions/showNotification';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { AppDispatch, KitThunkExtra, RootState } from '../../store/createKitStore';
import { withHistoryEndpoints } from './historyEndpoints';
import { TransactionsWithoutAddressError } from './historyErrors';
import { hasActivity, isListOf, selectHistoryTarget } from './historySelectors';
import type { Transaction } from './historyTypes';
import { visibleTransactions } from './visibleTransactions';

/**
 * How a page lands in the state: `replace` starts the list over (first page), `append` adds a next
 * page, `refresh` merges a fresh first page over the loaded pages in the background, `onramp` fills
 * `coinbaseTransactions`.
 */
export type HistoryRequestMode = 'replace' | 'append' | 'refresh' | 'onramp';

/** A fully resolved page request: every action of its lifecycle carries it as `meta.arg`. */
export interface HistoryRequest {
  mode: HistoryRequestMode;
  account?: string;
  /** The CAIP-2 id of the network whose history this is (the active one when it was asked). */
  chainId?: string;
  /** False when the active namespace has no activity (eip155 and solana have it): nothing is fetched. */
  supported: boolean;
  cursor?: string;
  onramp?: 'coinbase';
}

/** One fetched page: its visible transactions (active network, not spam) and the next cursor. */
export interface HistoryPage {
  transactions: Transaction[];
  next: string | null;
}

/** AppKit's payload of its history events (issue 24): the account, the project, the page, the account type. */
function transactionsEventProperties(
  request: HistoryRequest,
  state: RootState,
): AppKitEventMap['LOAD_MORE_TRANSACTIONS'] {
  const namespace = state.chains.activeNamespace;
  return {
    address: request.account ?? '',
    projectId: state.options.projectId,
    cursor: request.cursor,
    isSmartAccount: namespace ? state.chains.preferredAccountTypes[namespace] === 'smartAccount' : false,
  };
}

/** The failure rule's side of a failed fetch (SPEC §8): the toast, and the tracked event (when analytics is on). */
function reportFailure(
  dispatch: AppDispatch,
  services: KitThunkExtra['services'],
  request: HistoryRequest,
  state: RootState,
): void {
  dispatch(showNotification(services, { message: TOAST.fetchTransactionsFailed, variant: 'error' }));
  trackAnalytics(services, 'ERROR_FETCH_TRANSACTIONS', transactionsEventProperties(request, state));
}

/**
 * Fetches one page of history as `request` says. Rejects with `Transactions can't be fetched without
 * an accountAddress` when there is no account; other failures show the toast and are tracked, except
 * for background refreshes, which fail quietly and try again at the next tick.
 */
export const requestHistoryPage = createKitAsyncThunk<HistoryPage, HistoryRequest>(
  'history/requestPage',
  async (request, { dispatch, getState, extra, rejectWithValue }) => {
    if (!request.account) return rejectWithValue(new TransactionsWithoutAddressError().toJSON());
    if (!request.supported || !request.chainId) return { transactions: [], next: null };
    const { account, chainId, cursor, onramp } = request;
    // AppKit's "load more": the visitor asked for the next page.
    if (request.mode === 'append')
      trackAnalytics(
        extra.services,
        'LOAD_MORE_TRANSACTIONS',
        transactionsEventProperties(request, getState()),
      );
    try {
      const api = await getBlockchainApi(extra.services);
      const page = await dispatch(
        withHistoryEndpoints(api).endpoints.getTransactions.initiate(
          { account, chainId, ...(cursor ? { cursor } : {}), ...(onramp ? { onramp } : {}) },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      // The network is checked on each item as well as asked of the API (SPEC §5).
      return { transactions: visibleTransactions(page.data, chainId), next: page.next };
    } catch (cause) {
      if (request.mode !== 'refresh') reportFailure(dispatch, extra.services, request, getState());
      return rejectWithValue(serializeError(cause));
    }
  },
);

/** Parameters of `fetchTransactions`; all optional. */
export interface FetchTransactionsParameters {
  /** Whose history; the active account by default. */
  account?: string;
  /** A page cursor (`history.next`): that page is appended. Without it, the first page replaces the list. */
  cursor?: string;
  /** `coinbase`: the on-ramp purchases, kept in `coinbaseTransactions`. */
  onramp?: 'coinbase';
}

/** What dispatching a history thunk returns: the request's promise (`.unwrap()` gives the page). */
export type HistoryPagePromise = ReturnType<ReturnType<typeof requestHistoryPage>>;

type HistoryThunk<R> = ThunkAction<R, RootState, KitThunkExtra, UnknownAction>;

function resolveRequest(
  state: RootState,
  { account, cursor, onramp }: FetchTransactionsParameters,
  refresh = false,
): HistoryRequest {
  const target = selectHistoryTarget(state);
  const mode: HistoryRequestMode = onramp ? 'onramp' : refresh ? 'refresh' : cursor ? 'append' : 'replace';
  const resolvedAccount = account ?? target.account;
  return {
    mode,
    ...(resolvedAccount ? { account: resolvedAccount } : {}),
    ...(target.chainId ? { chainId: target.chainId } : {}),
    supported: hasActivity(target),
    ...(cursor ? { cursor } : {}),
    ...(onramp ? { onramp } : {}),
  };
}

/**
 * SPEC §7 history of the active network, for the active account (or `account`): the first page, or
 * the page at `cursor`. Headless: `await kit.store.dispatch(fetchTransactions()).unwrap()`.
 */
export function fetchTransactions(
  parameters: FetchTransactionsParameters = {},
): HistoryThunk<HistoryPagePromise> {
  return (dispatch, getState) => dispatch(requestHistoryPage(resolveRequest(getState(), parameters)));
}

/** The next page after the loaded ones; nothing when there is none or a page is already loading. */
export function loadMoreTransactions(): HistoryThunk<HistoryPagePromise | undefined> {
  return (dispatch, getState) => {
    const history = getState().history;
    if (!history?.next || history.loading) return undefined;
    const { next: cursor, account } = history;
    return dispatch(
      requestHistoryPage(resolveRequest(getState(), { cursor, ...(account ? { account } : {}) })),
    );
  };
}

/**
 * Fetches the first page again and merges it over the loaded list (new transactions on top, loaded
 * pages kept). Nothing when no list of the active account and network is loaded, or a fetch is in flight.
 */
export function refreshTransactions(): HistoryThunk<HistoryPagePromise | undefined> {
  return (dispatch, getState) => {
    const history = getState().history;
    const target = selectHistoryTarget(getState());
    if (!history || history.loading || history.refreshing || !isListOf(history, target)) return undefined;
    if (!hasActivity(target)) return undefined;
    const { account } = history;
    return dispatch(requestHistoryPage(resolveRequest(getState(), account ? { account } : {}, true)));
  };
}
