import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { OptionsState } from '../store/slices/optionsSlice';
import type { AnalyticsEvent, BlockchainApi } from './createBlockchainApi';

/** Analytics event names the kit sends; MODAL_CREATED is never sent (SPEC §7). */
export type TrackedEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SELECT_WALLET'
  | 'SWITCH_NETWORK'
  | (string & {});

function newEventId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/**
 * Sends one analytics event to `/e`, unless analytics is off or the event is MODAL_CREATED. Failures
 * are swallowed: analytics never breaks a user flow.
 */
export function trackEvent(
  api: BlockchainApi,
  event: TrackedEventName,
  properties?: Record<string, unknown>,
): ThunkAction<Promise<void>, { options: OptionsState }, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    if (event === 'MODAL_CREATED' || !getState().options.features.analytics) return;
    const location = globalThis.location;
    const body: AnalyticsEvent = {
      eventId: newEventId(),
      url: location?.href ?? '',
      domain: location?.hostname ?? '',
      timestamp: Date.now(),
      props: { type: 'track', event, ...(properties ? { properties } : {}) },
    };
    await dispatch(api.endpoints.sendEvent.initiate(body)).catch(() => undefined);
  };
}
