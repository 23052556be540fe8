import type { RootState } from '../../store/createKitStore';
import { modalSlice } from '../../store/slices/modalSlice';
import type { ViewName } from '../../store/viewNames';
import type { KitStartListening } from '../definePlugin';
import { cancelSiwx } from './siwxFlow';
import { selectSiwxAccount as siwxAccount } from './siwxSelectors';

const SIGN_IN_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ConnectingSiwe'];
// Also shown over a pending sign-in: the wallet moved to a network the kit cannot use, which the
// visitor must see; it leads nowhere past the sign-in.
const SHOWN_WHILE_PENDING: readonly ViewName[] = [...SIGN_IN_VIEWS, 'UnsupportedChain'];

const topView = (state: RootState): ViewName | undefined => state.modal.history.at(-1)?.view;

/** A required sign-in is waiting for the visitor (asked, or the wallet signing) on a connected account. */
function requiredSignInPending(state: RootState): boolean {
  const siwx = state.siwx;
  return (
    siwx?.required === true &&
    (siwx.status === 'required' || siwx.status === 'signing') &&
    siwxAccount(state) !== undefined
  );
}

/**
 * Required sign-in cannot be walked around (SPEC §4: Cancel disconnects if sign-in is required).
 * Closing the modal on SIWXSignMessage or ConnectingSiwe by any path (Escape, the close button, the
 * backdrop, Back on the only view, the host's `close()`) is a Cancel, so it disconnects, as the view
 * says ('Canceling will disconnect you'). Opening the modal on another view (the host's `open()`,
 * the account button) while the sign-in is pending shows the sign-in instead, so Account and Send
 * are never reached by a connected but unsigned wallet. Listeners, so every path is covered without
 * each caller knowing about SIWX.
 */
export function startSiwxRequiredGuard(startListening: KitStartListening): Array<() => void> {
  return [
    startListening({
      predicate: (_, current, previous) => {
        const view = topView(previous);
        return (
          previous.modal.open &&
          !current.modal.open &&
          view !== undefined &&
          SIGN_IN_VIEWS.includes(view) &&
          requiredSignInPending(previous)
        );
      },
      effect: async (_, api) => {
        await api.dispatch(cancelSiwx());
      },
    }),
    startListening({
      actionCreator: modalSlice.actions.opened,
      effect: (_, api) => {
        const state = api.getState();
        const view = topView(state);
        if (!requiredSignInPending(state) || (view !== undefined && SHOWN_WHILE_PENDING.includes(view)))
          return;
        const signInView = state.siwx?.status === 'signing' ? 'ConnectingSiwe' : 'SIWXSignMessage';
        api.dispatch(modalSlice.actions.reset({ view: signInView }));
      },
    }),
  ];
}
