import { chainsSlice } from '../../store/slices/chainsSlice';
import type { KitStartListening } from '../definePlugin';
import { sendReset, sendTokensListed } from './sendSlice';

/**
 * The send plugin's listeners. SPEC §4: switching the network clears the send form (the token list
 * too: its tokens belong to the old network).
 */
export function startSendListeners(startListening: KitStartListening): Array<() => void> {
  return [
    startListening({
      actionCreator: chainsSlice.actions.activeNetworkSet,
      effect: (_action, api) => {
        if (!api.getState().send) return;
        api.dispatch(sendReset());
        api.dispatch(sendTokensListed([]));
      },
    }),
  ];
}
