import { createSelector } from '@reduxjs/toolkit';
import { type OnrampPurchaseCurrency, RESTRICTED_TIME_ZONES } from '../../core/constants/onramp';
import type { RootState } from '../../store/createKitStore';
import { selectActiveAccount } from '../../store/selectors/selectActiveAccount';
import { fiatAmountText, limitProblem } from './onrampAmounts';
import { onrampNetworkName, purchaseCurrenciesOn } from './onrampNetwork';
import type { OnrampState } from './onrampSlice';
import type { OnrampLimitProblem } from './onrampTypes';

/** Who buys, where: the active network, its on-ramp network name, and the connected account. */
export interface OnrampTarget {
  caipNetworkId?: string;
  /** The on-ramp network name the active network buys on (`base`, `sandbox-31337`, `ethereum`...). */
  network: string;
  /** The connected account's address, when connected. */
  account?: string;
}

/** The onramp slice, or undefined before the plugin has loaded into this kit. */
export const selectOnramp = (state: RootState): OnrampState | undefined => state.onramp;

/** The active account and its on-ramp network (the options' name for the chain first; memoised). */
export const selectOnrampTarget = createSelector(
  [selectActiveAccount, (state: RootState) => state.onramp?.options],
  (active, options): OnrampTarget => ({
    ...(active.caipNetworkId ? { caipNetworkId: active.caipNetworkId } : {}),
    network: onrampNetworkName(active.caipNetworkId, options),
    ...(active.status === 'connected' ? { account: active.address } : {}),
  }),
);

const NONE: OnrampPurchaseCurrency[] = [];

/** The currencies that can be bought on the active network (the Token select's choices). */
export const selectOnrampTokens = createSelector(
  [(state: RootState) => state.onramp?.options, selectOnrampTarget],
  (options, target) => (options ? purchaseCurrenciesOn(options, target.network) : NONE),
);

/** The typed amount as a plain decimal ("20.50"), or undefined when there is none to quote. */
export const selectOnrampFiatAmount = (state: RootState) => fiatAmountText(state.onramp?.amount ?? '');

/** The typed amount under the minimum or over the maximum of the payment currency, if it is. */
export const selectOnrampLimitProblem = createSelector(
  [(state: RootState) => state.onramp, selectOnrampFiatAmount],
  (onramp, amount): OnrampLimitProblem | undefined =>
    onramp && amount ? limitProblem(onramp.options, onramp.paymentCurrency, amount) : undefined,
);

/** The visitor's IANA time zone, as the runtime reports it ('' when it cannot tell). */
export function currentTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/**
 * The restricted region's time zone when the visitor is in one (SPEC §9: mainland China, Hong Kong,
 * Macau, read from the time zone), else undefined. Read at each call: not state.
 */
export function selectOnrampRestrictedRegion(_state?: RootState): string | undefined {
  const zone = currentTimeZone();
  return (RESTRICTED_TIME_ZONES as readonly string[]).includes(zone) ? zone : undefined;
}
