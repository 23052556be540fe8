import { isAnyOf, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppDispatch, KitThunkExtra, RootState } from '../../store/createKitStore';
import type { KitStartListening, PluginContext } from '../definePlugin';
import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_QUOTE_REFRESH_MS } from './swapConstants';
import { fetchSwapQuote, loadSwapTokens } from './swapFlow';
import { requireSwapForm } from './swapForm';
import { selectSwapTarget } from './swapSelectors';
import {
  swapAmountTyped,
  swapDirectionSwitched,
  swapFromTokenSelected,
  swapQuoteFailed,
  swapQuoteReceived,
  swapQuoteWatchStarted,
  swapQuoteWatchStopped,
  swapSucceeded,
  swapsReset,
  swapToTokenSelected,
} from './swapsSlice';

type Api = ListenerEffectAPI<RootState, AppDispatch, KitThunkExtra>;

/** Service ids of the pending timers' cancel functions (one each per kit). */
const DEBOUNCE_TIMER = 'swaps:quoteDebounce';
const REFRESH_TIMER = 'swaps:quoteRefresh';

/** True when the form can be quoted (tokens, a non-zero amount, an account, a swap network). */
function quotable(state: RootState): boolean {
  try {
    requireSwapForm(state, { balance: false });
    return true;
  } catch {
    return false;
  }
}

/** True while an approval or a swap is under way: the quote then stays the one being acted on. */
function busy(state: RootState): boolean {
  const swaps = state.swaps;
  if (!swaps) return false;
  const moving = (status: string) => status !== 'idle' && status !== 'done';
  return moving(swaps.approvalStatus) || moving(swaps.swapStatus);
}

/** Where the flow is (the active network and account): a change resets the form. */
function targetKey(state: RootState): string {
  const { caipNetworkId, account, supported } = selectSwapTarget(state);
  return `${caipNetworkId ?? ''}|${account?.toLowerCase() ?? ''}|${supported}`;
}

/**
 * The swaps plugin's listeners. An edit of the tokens or the amount asks for a quote once typing
 * pauses for SWAP_QUOTE_DEBOUNCE_MS (each edit restarts the wait). While a view watches
 * (swapQuoteWatchStarted, until the last swapQuoteWatchStopped) the quote is read again
 * SWAP_QUOTE_REFRESH_MS after the last one, except while an approval or a swap is under way. A new
 * network or account resets the form, and reads the token list again while a view watches.
 */
export function startSwapListeners(
  startListening: KitStartListening,
  { services }: Pick<PluginContext, 'services'>,
): Array<() => void> {
  const stop = (id: string) => {
    services.get<() => void>(id)?.();
    services.delete(id);
  };
  const watched = (api: Pick<Api, 'getState'>) => (api.getState().swaps?.watchers ?? 0) > 0;
  const scheduleRefresh = (api: Pick<Api, 'getState' | 'dispatch'>) => {
    stop(REFRESH_TIMER);
    if (!watched(api)) return;
    const tick = () => {
      services.delete(REFRESH_TIMER);
      if (!watched(api)) return;
      const state = api.getState();
      // Nothing to quote (or busy): look again later, so a form filled meanwhile gets its refresh.
      if (quotable(state) && !busy(state) && state.swaps?.quoteStatus !== 'loading')
        void api.dispatch(fetchSwapQuote());
      else scheduleRefresh(api);
    };
    services.set(REFRESH_TIMER, services.setTimeout(tick, SWAP_QUOTE_REFRESH_MS));
  };
  return [
    startListening({
      matcher: isAnyOf(swapAmountTyped, swapFromTokenSelected, swapToTokenSelected, swapDirectionSwitched),
      effect: (_action, api) => {
        stop(DEBOUNCE_TIMER);
        const ask = () => {
          services.delete(DEBOUNCE_TIMER);
          if (quotable(api.getState())) void api.dispatch(fetchSwapQuote());
        };
        services.set(DEBOUNCE_TIMER, services.setTimeout(ask, SWAP_QUOTE_DEBOUNCE_MS));
      },
    }),
    startListening({
      // The count starts again from the last quote, so two reads never run back to back.
      matcher: isAnyOf(swapQuoteReceived, swapQuoteFailed, swapSucceeded),
      effect: (_action, api) => scheduleRefresh(api),
    }),
    startListening({
      actionCreator: swapQuoteWatchStarted,
      effect: (_action, api) => {
        if (api.getState().swaps?.watchers === 1) scheduleRefresh(api);
      },
    }),
    startListening({
      actionCreator: swapQuoteWatchStopped,
      effect: (_action, api) => {
        if (!watched(api)) stop(REFRESH_TIMER);
      },
    }),
    startListening({
      predicate: (_action, current, previous) =>
        !!current.swaps && targetKey(current) !== targetKey(previous),
      effect: (_action, api) => {
        stop(DEBOUNCE_TIMER);
        api.dispatch(swapsReset());
        // The list belongs to the old network (selectSwapTokens already hides it): a watching view
        // gets the new one; off the swap networks this empties it and asks the API nothing.
        if (watched(api) || !selectSwapTarget(api.getState()).supported) void api.dispatch(loadSwapTokens());
      },
    }),
    () => {
      stop(DEBOUNCE_TIMER);
      stop(REFRESH_TIMER);
    },
  ];
}
