import { isAnyOf } from '@reduxjs/toolkit';
import type { KitStartListening, PluginContext } from '../definePlugin';
import { copyReceiveAddress } from './copyReceiveAddress';
import { receiveTargetKey } from './receiveSelectors';
import { receiveCopyCleared, receiveReset } from './receiveSlice';

/** How long "Address copied" (or the failure) stays before the Copy button reads as before (SPEC is silent). */
export const RECEIVE_CONFIRMATION_MS = 2000;

/** Service id of the pending confirmation timer's cancel function (one per kit). */
const CONFIRMATION_TIMER = 'receive:confirmationTimer';

/**
 * The receive plugin's listeners: a copy's confirmation clears itself after RECEIVE_CONFIRMATION_MS
 * (a new copy restarts the wait), and a change of account or namespace starts the flow over, so a
 * network picked for one account is never offered for another.
 */
export function startReceiveListeners(
  startListening: KitStartListening,
  { services }: Pick<PluginContext, 'services'>,
): Array<() => void> {
  const stopTimer = () => {
    services.get<() => void>(CONFIRMATION_TIMER)?.();
    services.delete(CONFIRMATION_TIMER);
  };
  return [
    startListening({
      matcher: isAnyOf(copyReceiveAddress.fulfilled, copyReceiveAddress.rejected),
      effect: (_, api) => {
        stopTimer();
        const clear = () => {
          services.delete(CONFIRMATION_TIMER);
          api.dispatch(receiveCopyCleared());
        };
        services.set(CONFIRMATION_TIMER, services.setTimeout(clear, RECEIVE_CONFIRMATION_MS));
      },
    }),
    startListening({
      predicate: (_, current, previous) => receiveTargetKey(current) !== receiveTargetKey(previous),
      effect: (_, api) => {
        if (!api.getState().receive) return;
        stopTimer();
        api.dispatch(receiveReset());
      },
    }),
    stopTimer,
  ];
}
