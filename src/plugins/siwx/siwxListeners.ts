import { isRehydrateOf } from '../../store/persistence/isRehydrateOf';
import { connectionSlice } from '../../store/slices/connectionSlice';
import type { KitStartListening } from '../definePlugin';
import { prepareSiwxMessage } from './prepareSiwxMessage';
import { signOutOnDisconnect } from './signOutOnDisconnect';
import { checkSiwxSession } from './siwxFlow';
import { startSiwxRequiredGuard } from './siwxRequiredGuard';
import { selectSiwxAccount as siwxAccount } from './siwxSelectors';
import { siwxStatusSet } from './siwxSlice';

const accountKey = (state: Parameters<typeof siwxAccount>[0]) => {
  const account = siwxAccount(state);
  return account ? `${account.caipNetworkId}|${account.address.toLowerCase()}` : '';
};

const isSiwxRestore = isRehydrateOf('siwx');

/** The account SIWXSignMessage is shown for ('' when it is not shown or nobody is connected). */
const signViewKey = (state: Parameters<typeof siwxAccount>[0]) =>
  state.modal.open && state.modal.history.at(-1)?.view === 'SIWXSignMessage' ? accountKey(state) : '';

/**
 * The SIWX listeners: when the connection becomes connected (or the account or network changes while
 * connected) the session is checked, which opens SIWXSignMessage when there is none; a disconnect
 * drops the sign-in state and signs the address out (unless the config's `signOutOnDisconnect` is
 * false); a required sign-in cannot be closed or opened around (siwxRequiredGuard). When
 * SIWXSignMessage opens (or shows another account) its message is prepared, so the view shows the
 * exact text Sign will ask the wallet to sign.
 *
 * The check waits for the kept sessions: the slice is injected with the plugin and read back from
 * storage asynchronously, while a returning visitor's wallet may reconnect first. Until then a
 * connect is not checked; the restore itself then checks the account connected at that moment (this
 * also covers a plugin loaded after the wallet connected).
 */
export function startSiwxListeners(startListening: KitStartListening): Array<() => void> {
  return [
    startListening({
      predicate: (action, current, previous) =>
        isSiwxRestore(action) || accountKey(current) !== accountKey(previous),
      effect: async (_, api) => {
        const state = api.getState();
        if (accountKey(state) === '') {
          if (state.siwx?.status !== 'idle') api.dispatch(siwxStatusSet({ status: 'idle' }));
          return;
        }
        if (!state.siwx?.restored) return;
        await api.dispatch(checkSiwxSession());
      },
    }),
    // Every disconnect (the visitor's, the wallet's, a session ended) passes here; a failed reconnect
    // at start (syncFailed) does not, since nobody chose to leave. The address is read before the reset.
    startListening({
      actionCreator: connectionSlice.actions.disconnected,
      effect: (action, api) => {
        const { namespace } = action.payload;
        const before = api.getOriginalState();
        if (before.connection.status[namespace] !== 'connected') return;
        const address = before.chains.chains[namespace]?.accountState.address;
        if (address) void api.dispatch(signOutOnDisconnect({ namespace, address }));
      },
    }),
    startListening({
      predicate: (_, current, previous) =>
        signViewKey(current) !== '' && signViewKey(current) !== signViewKey(previous),
      effect: async (_, api) => {
        // A failure is kept in the state (the view says so) and Sign prepares the message itself.
        await api.dispatch(prepareSiwxMessage());
      },
    }),
    ...startSiwxRequiredGuard(startListening),
  ];
}
