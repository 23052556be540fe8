import { isAnyOf } from '@reduxjs/toolkit';
import { ONRAMP_QUOTE_DEBOUNCE_MS } from '../../core/constants/onramp';
import type { RootState } from '../../store/createKitStore';
import type { KitStartListening, PluginContext } from '../definePlugin';
import { stopFollowing, stopOnrampOrder } from './onrampBuy';
import { fetchOnrampQuote, pickOnrampToken } from './onrampFlow';
import { selectOnrampFiatAmount, selectOnrampLimitProblem, selectOnrampTarget } from './onrampSelectors';
import {
  onrampAmountTyped,
  onrampPaymentCurrencySelected,
  onrampPurchaseCurrencySelected,
  onrampReset,
} from './onrampSlice';

/** Service id of the pending quote timer's cancel function (one per kit). */
const DEBOUNCE_TIMER = 'onramp:quoteDebounce';

/** True when the form can be quoted: a currency each side and an amount within the limits. */
function quotable(state: RootState): boolean {
  const onramp = state.onramp;
  return (
    !!onramp?.paymentCurrency &&
    !!onramp.purchaseCurrency &&
    !!selectOnrampFiatAmount(state) &&
    !selectOnrampLimitProblem(state)
  );
}

/** Where the buy happens (network and account): a change resets the form. */
function targetKey(state: RootState): string {
  const { caipNetworkId, account } = selectOnrampTarget(state);
  return `${caipNetworkId ?? ''}|${account?.toLowerCase() ?? ''}`;
}

/**
 * The onramp plugin's listeners. An edit of the amount or a currency asks for a quote once typing
 * pauses for ONRAMP_QUOTE_DEBOUNCE_MS (each edit restarts the wait; a form that cannot be quoted asks
 * nothing). A new network or account clears the form and stops following the order (it goes on at the
 * provider; the kit no longer shows it), and picks a token the new network sells.
 */
export function startOnrampListeners(
  startListening: KitStartListening,
  { services }: Pick<PluginContext, 'services'>,
): Array<() => void> {
  const stop = () => {
    services.get<() => void>(DEBOUNCE_TIMER)?.();
    services.delete(DEBOUNCE_TIMER);
  };
  return [
    startListening({
      matcher: isAnyOf(onrampAmountTyped, onrampPaymentCurrencySelected, onrampPurchaseCurrencySelected),
      effect: (_action, api) => {
        stop();
        if (!quotable(api.getState())) return;
        const ask = () => {
          services.delete(DEBOUNCE_TIMER);
          if (quotable(api.getState())) void api.dispatch(fetchOnrampQuote());
        };
        services.set(DEBOUNCE_TIMER, services.setTimeout(ask, ONRAMP_QUOTE_DEBOUNCE_MS));
      },
    }),
    startListening({
      predicate: (_action, current, previous) =>
        !!current.onramp && !!previous.onramp && targetKey(current) !== targetKey(previous),
      effect: (_action, api) => {
        stop();
        api.dispatch(stopOnrampOrder());
        api.dispatch(onrampReset());
        api.dispatch(pickOnrampToken());
      },
    }),
    () => {
      stop();
      stopFollowing(services);
    },
  ];
}
