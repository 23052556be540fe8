import { createSelector } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { selectActiveAccount } from '../../store/selectors/selectActiveAccount';

/** Who a name is for: the active namespace, its network and account, and the account's name. */
export interface NamesTarget {
  namespace?: ChainNamespace;
  network?: Network;
  address?: string;
  profileName?: string;
}

/** The active account as the names flow sees it, with the account's name (memoised). */
export const selectNamesTarget = createSelector(
  [
    selectActiveAccount,
    (s: RootState) =>
      s.chains.activeNamespace
        ? s.chains.chains[s.chains.activeNamespace]?.accountState.profileName
        : undefined,
  ],
  (active, profileName): NamesTarget => {
    const { namespace, network } = active;
    if (!namespace) return {};
    const address = active.status === 'disconnected' ? undefined : active.address;
    return { namespace, network, address, ...(profileName ? { profileName } : {}) };
  },
);

/** The names slice, or undefined before the plugin has loaded into this kit. */
export const selectNames = (state: RootState) => state.names;
