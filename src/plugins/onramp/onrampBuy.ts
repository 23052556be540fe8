import {
  ONRAMP_ORDER_LIMIT_MS,
  ONRAMP_ORDER_POLL_MS,
  type OnrampProvider,
} from '../../core/constants/onramp';
import { type SerializedError, serializeError } from '../../core/errors/defineError';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type { KitThunk } from '../../store/kitThunk';
import { getTransactionService } from '../../store/services/transactionService';
import { cachesSlice } from '../../store/slices/cachesSlice';
import type { OnrampApi } from './onrampEndpoints';
import { OnrampFormIncompleteError, OnrampOrderIdError, OnrampRestrictedRegionError } from './onrampErrors';
import { buyProviderSelectedRaised } from './onrampEvents';
import { onrampApi } from './onrampFlow';
import { ONRAMP_POPUP_ID, type OnrampPopup, popupOpener } from './onrampPopup';
import {
  currentTimeZone,
  selectOnrampFiatAmount,
  selectOnrampLimitProblem,
  selectOnrampRestrictedRegion,
  selectOnrampTarget,
} from './onrampSelectors';
import {
  onrampBuyFailed,
  onrampBuyOpened,
  onrampBuyStarting,
  onrampOrderFollowStopped,
  onrampOrderRead,
  onrampPopupClosed,
} from './onrampSlice';
import type { OnrampOrder } from './onrampTypes';

// Buying: the buy URL, the provider window, and the order followed to its end (docs/plugins/onramp.md).
// The window is opened blank within the click (a browser blocks one opened later) and sent to the URL
// once the API answered; a blocked window keeps the URL in state for "Open" and "Copy link". The
// order is read every ONRAMP_ORDER_POLL_MS through the kit's timers until it is final or
// ONRAMP_ORDER_LIMIT_MS passed; a window closed while pending is a state and the reading goes on.

/** Service id of the cancel function of the order reading under way (one per kit). */
const ORDER_POLL = 'onramp:orderPoll';
const ORDER_ID = /^onramp_[0-9a-f-]{36}$/;

/** Stops the order reading under way, if any (its timer and any reading in flight). */
export function stopFollowing(services: ServiceRegistry) {
  services.get<() => void>(ORDER_POLL)?.();
  services.delete(ORDER_POLL);
}

/** Stops reading the order and forgets the provider window (it stays open: the buyer's to close). */
export function stopOnrampOrder(): KitThunk<void> {
  return (_dispatch, _getState, { services }) => {
    stopFollowing(services);
    services.delete(ONRAMP_POPUP_ID);
  };
}

/** After a completed order: the balances are read again, and Activity follows (history listens). */
function refreshBalances(services: ServiceRegistry, api: OnrampApi, address: string): KitThunk<void> {
  return (dispatch) => {
    dispatch(cachesSlice.actions.cacheCleared({ cache: 'balance' }));
    dispatch(api.util.invalidateTags([{ type: 'Balance', id: address.toLowerCase() }]));
    void getTransactionService(services)
      ?.refreshBalances?.()
      .catch(() => undefined);
  };
}

/**
 * Reads order `orderId` (`GET /v1/onramp/orders/{id}`) now and every ONRAMP_ORDER_POLL_MS after,
 * until it is completed, failed or abandoned (then, when completed, the balances are read again) or
 * ONRAMP_ORDER_LIMIT_MS passed (`buyStatus: 'stopped'`). A read that fails is tried again at the next
 * tick. Resolves with the first reading (rejects with its error when it failed); the following goes on
 * in the kit's timers either way.
 */
export const followOnrampOrder = createKitAsyncThunk<OnrampOrder, string>(
  'onramp/followOrder',
  async (orderId, { dispatch, extra, rejectWithValue }) => {
    const { services } = extra;
    if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) {
      return rejectWithValue(new OnrampOrderIdError(String(orderId)).toJSON());
    }
    stopFollowing(services);
    const api = await onrampApi(services);
    const startedAt = Date.now();
    let cancelled = false;
    services.set(ORDER_POLL, () => {
      cancelled = true;
    });
    let lastError: SerializedError | undefined;
    const read = async (): Promise<OnrampOrder | undefined> => {
      const answer = await dispatch(
        api.endpoints.getOnrampOrder.initiate(orderId, { subscribe: false, forceRefetch: true }),
      );
      if (cancelled) return undefined;
      const popup = services.get<OnrampPopup>(ONRAMP_POPUP_ID);
      if (popup?.closed) {
        services.delete(ONRAMP_POPUP_ID);
        dispatch(onrampPopupClosed());
      }
      if (!answer.data) {
        lastError = serializeError(answer.error);
        return undefined;
      }
      dispatch(onrampOrderRead(answer.data));
      if (answer.data.status === 'completed') dispatch(refreshBalances(services, api, answer.data.address));
      return answer.data;
    };
    const schedule = () => {
      const cancel = services.setTimeout(() => {
        void read().then((order) => {
          if (cancelled) return;
          if (order && order.status !== 'pending') return stopFollowing(services);
          if (Date.now() - startedAt >= ONRAMP_ORDER_LIMIT_MS) {
            stopFollowing(services);
            dispatch(onrampOrderFollowStopped(orderId));
            return;
          }
          schedule();
        });
      }, ONRAMP_ORDER_POLL_MS);
      services.set(ORDER_POLL, () => {
        cancelled = true;
        cancel();
      });
    };
    const first = await read();
    if (!first) {
      // Not found yet, or the API did not answer: asked again at the next tick.
      if (!cancelled) schedule();
      return rejectWithValue(lastError ?? serializeError(undefined));
    }
    if (first.status === 'pending' && !cancelled) schedule();
    else if (first.status !== 'pending') stopFollowing(services);
    return first;
  },
);

/** Why the buy cannot start as the form is, or undefined. */
function buyRefusal(state: Parameters<typeof selectOnrampTarget>[0]) {
  const restricted = selectOnrampRestrictedRegion(state);
  if (restricted) return new OnrampRestrictedRegionError(restricted);
  const onramp = state.onramp;
  if (!selectOnrampTarget(state).account) return new OnrampFormIncompleteError('account');
  if (!onramp?.purchaseCurrency) return new OnrampFormIncompleteError('token');
  if (!onramp.paymentCurrency) return new OnrampFormIncompleteError('currency');
  if (!selectOnrampFiatAmount(state)) return new OnrampFormIncompleteError('amount');
  if (selectOnrampLimitProblem(state)) return new OnrampFormIncompleteError('limits');
  return undefined;
}

/**
 * Buys with `provider`: opens the provider window at once (call it within the click), asks `POST
 * /v1/generators/onrampurl` for the form, sends the window there (or keeps the URL when the browser
 * blocked it: `popup: 'blocked'`) and follows the order. Resolves with the order id; rejects with a
 * SerializedError (OnrampFormIncompleteError, OnrampRestrictedRegionError, OnrampBuyUrlError) that is
 * also in `buyError` when the API refused. A form that cannot buy changes nothing and opens nothing.
 */
export function startOnrampBuy(provider: OnrampProvider): KitThunk<Promise<string>> {
  return (dispatch, getState, { services }) => {
    const state = getState();
    const refusal = buyRefusal(state);
    if (refusal) return Promise.reject(refusal.toJSON());
    // Synchronously, within the click: a window opened after an await is blocked.
    const popup = popupOpener(services).open();
    stopFollowing(services);
    services.delete(ONRAMP_POPUP_ID);
    dispatch(onrampBuyStarting(provider));
    dispatch(buyProviderSelectedRaised(state, provider));
    const onramp = state.onramp!;
    const target = selectOnrampTarget(state);
    const parameters = {
      address: target.account!,
      network: target.network,
      asset: onramp.purchaseCurrency!,
      fiatAmount: selectOnrampFiatAmount(state)!,
      fiatCurrency: onramp.paymentCurrency!,
    };
    return (async () => {
      try {
        const api = await onrampApi(services);
        const answer = await dispatch(api.endpoints.createOnrampUrl.initiate(parameters));
        if (answer.error || !answer.data) throw answer.error;
        const { url, orderId } = answer.data;
        if (popup && !popup.closed) {
          popup.navigate(url);
          services.set(ONRAMP_POPUP_ID, popup);
        }
        // No window at all: the browser blocked it. One closed already: the buyer closed it meanwhile.
        const shown = popup === null ? 'blocked' : popup.closed ? 'closed' : 'open';
        dispatch(onrampBuyOpened({ url, orderId, popup: shown }));
        // The first reading is awaited by nobody: its failures stay in state and are retried.
        void dispatch(followOnrampOrder(orderId));
        return orderId;
      } catch (cause) {
        popup?.close();
        const error = serializeError(cause);
        dispatch(onrampBuyFailed(error));
        throw error;
      }
    })();
  };
}

/** The visitor's time zone, re-exported for hosts that explain the restricted region themselves. */
export { currentTimeZone };
