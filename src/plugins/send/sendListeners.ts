import { isAnyOf } from '@reduxjs/toolkit';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { KitStartListening, PluginContext } from '../definePlugin';
import { checkSendFields, type SendCheckedField } from './checkSendFields';
import {
  sendAmountChanged,
  sendCustomFeeRateChanged,
  sendFeeRateChosen,
  sendReceiverChanged,
  sendReset,
  sendTokenSelected,
  sendTokensListed,
} from './sendSlice';

/**
 * How long typing must pause before the edited fields are checked and a typed name is resolved
 * (issue 24: while typing, not only on leaving the field). SPEC is silent; the kit's other lookups
 * while typing (wallet search, name suggestions) wait 300 ms too.
 */
export const SEND_CHECK_DEBOUNCE_MS = 300;

/** Service id of the pending check's cancel function (one per kit). */
const CHECK_TIMER = 'send:checkTimer';

/**
 * The send plugin's listeners. SPEC §4: switching the network clears the send form (the token list
 * too: its tokens belong to the old network). An edit of the token, amount or receiver is checked once
 * typing pauses for SEND_CHECK_DEBOUNCE_MS (each edit restarts the wait; `checkSendFields`).
 */
export function startSendListeners(
  startListening: KitStartListening,
  { services }: Pick<PluginContext, 'services'>,
): Array<() => void> {
  const edited = new Set<SendCheckedField>();
  const stopTimer = () => {
    services.get<() => void>(CHECK_TIMER)?.();
    services.delete(CHECK_TIMER);
  };
  return [
    startListening({
      actionCreator: chainsSlice.actions.activeNetworkSet,
      effect: (_action, api) => {
        if (!api.getState().send) return;
        stopTimer();
        edited.clear();
        api.dispatch(sendReset());
        api.dispatch(sendTokensListed([]));
      },
    }),
    startListening({
      matcher: isAnyOf(
        sendAmountChanged,
        sendTokenSelected,
        sendReceiverChanged,
        sendFeeRateChosen,
        sendCustomFeeRateChanged,
      ),
      effect: (action, api) => {
        // A new token judges the amount again (its decimals and balance); a new rate, the fee and Max.
        edited.add(
          sendReceiverChanged.match(action)
            ? 'receiver'
            : isAnyOf(sendFeeRateChosen, sendCustomFeeRateChanged)(action)
              ? 'feeRate'
              : 'amount',
        );
        stopTimer();
        const check = () => {
          services.delete(CHECK_TIMER);
          const fields = [...edited];
          edited.clear();
          void api.dispatch(checkSendFields(fields));
        };
        services.set(CHECK_TIMER, services.setTimeout(check, SEND_CHECK_DEBOUNCE_MS));
      },
    }),
    () => {
      stopTimer();
      edited.clear();
    },
  ];
}
