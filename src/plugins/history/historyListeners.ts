import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, KitThunkExtra, RootState } from '../../store/createKitStore';
import { cachesSlice } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { KitStartListening, PluginContext } from '../definePlugin';
import { fetchTransactions, refreshTransactions } from './fetchTransactions';
import { hasActivity, historyTargetKey, isListOf, selectHistoryTarget } from './historySelectors';
import { historyCleared, historyWatchStarted, historyWatchStopped } from './historySlice';

/** While a view shows the list, its first page is fetched again this often (SPEC is silent; see docs). */
export const HISTORY_REFRESH_MS = 10_000;

/** Service id of the pending refresh timer's cancel function (one per kit). */
const REFRESH_TIMER = 'history:refreshTimer';

type Api = ListenerEffectAPI<RootState, AppDispatch, KitThunkExtra>;

/** A balance was just read again (after a transaction the kit sent was mined, a switch, a connect). */
function isBalanceRefresh(action: UnknownAction): boolean {
  if (chainsSlice.actions.balanceRead.match(action)) return action.payload.balance !== undefined;
  if (chainsSlice.actions.accountUpdated.match(action)) return 'balance' in action.payload;
  return cachesSlice.actions.cacheCleared.match(action) && action.payload.cache === 'balance';
}

/** Fetches what is missing: a refresh of a list already shown, else the first page from scratch. */
function bringUpToDate({ getState, dispatch }: Pick<Api, 'getState' | 'dispatch'>): void {
  const state = getState();
  const target = selectHistoryTarget(state);
  if (!state.history || state.history.loading || !target.account || !hasActivity(target)) return;
  if (isListOf(state.history, target) && !state.history.error) void dispatch(refreshTransactions());
  else void dispatch(fetchTransactions());
}

/**
 * The history plugin's listeners: the list follows the active network and account (cleared, and
 * fetched again from scratch when it was in use), and while a view shows it, its first page is
 * refreshed every HISTORY_REFRESH_MS and right after a balance refresh, so a transaction made
 * elsewhere in the app appears without a reload.
 */
export function startHistoryListeners(
  startListening: KitStartListening,
  { services }: Pick<PluginContext, 'services'>,
): Array<() => void> {
  const stopTimer = () => {
    services.get<() => void>(REFRESH_TIMER)?.();
    services.delete(REFRESH_TIMER);
  };
  const startTimer = (api: Pick<Api, 'getState' | 'dispatch'>) => {
    stopTimer();
    const tick = () => {
      services.delete(REFRESH_TIMER);
      if ((api.getState().history?.watchers ?? 0) === 0) return;
      void api.dispatch(refreshTransactions());
      startTimer(api);
    };
    services.set(REFRESH_TIMER, services.setTimeout(tick, HISTORY_REFRESH_MS));
  };
  const watched = (api: Pick<Api, 'getState'>) => (api.getState().history?.watchers ?? 0) > 0;

  return [
    startListening({
      predicate: (_action, current, previous) =>
        historyTargetKey(selectHistoryTarget(current)) !== historyTargetKey(selectHistoryTarget(previous)),
      effect: (_action, api) => {
        const history = api.getState().history;
        if (!history) return;
        const inUse = history.lastNetworkInView !== undefined || history.watchers > 0;
        api.dispatch(historyCleared());
        if (inUse) bringUpToDate(api);
      },
    }),
    startListening({
      actionCreator: historyWatchStarted,
      effect: (_action, api) => {
        if (api.getState().history?.watchers !== 1) return;
        bringUpToDate(api);
        startTimer(api);
      },
    }),
    startListening({
      actionCreator: historyWatchStopped,
      effect: (_action, api) => {
        if (!watched(api)) stopTimer();
      },
    }),
    startListening({
      predicate: isBalanceRefresh,
      effect: (_action, api) => {
        // The periodic refresh starts its count again, so two fetches never run back to back.
        if (api.dispatch(refreshTransactions()) && watched(api)) startTimer(api);
      },
    }),
    stopTimer,
  ];
}
