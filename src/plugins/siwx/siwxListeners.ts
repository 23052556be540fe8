import type { KitStartListening } from '../definePlugin';
import { checkSiwxSession, siwxAccount } from './siwxFlow';
import { siwxStatusSet } from './siwxSlice';

const accountKey = (state: Parameters<typeof siwxAccount>[0]) => {
  const account = siwxAccount(state);
  return account ? `${account.caipNetworkId}|${account.address.toLowerCase()}` : '';
};

/**
 * The SIWX listeners: when the connection becomes connected (or the account or network changes while
 * connected) the session is checked, which opens SIWXSignMessage when there is none; a disconnect
 * drops the sign-in state (the stored sessions stay for the next connect).
 */
export function startSiwxListeners(startListening: KitStartListening): Array<() => void> {
  return [
    startListening({
      predicate: (_, current, previous) => accountKey(current) !== accountKey(previous),
      effect: async (_, api) => {
        if (accountKey(api.getState()) === '') {
          api.dispatch(siwxStatusSet({ status: 'idle' }));
          return;
        }
        await api.dispatch(checkSiwxSession());
      },
    }),
  ];
}
