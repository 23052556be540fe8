import { createSelector } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { selectActiveAccount, selectActiveAddress } from '../../store/selectors/selectActiveAccount';

/** What the Receive view shows: the active account, its name, and where it can receive. */
export interface ReceiveTarget {
  namespace?: ChainNamespace;
  /** The active namespace's address; absent when no account is connected. */
  address?: string;
  /** The account's name (ENS or the embedded wallet's), when it has one. */
  profileName?: string;
  /** The configured networks of the account's namespace: the address receives on each of them. */
  networks: readonly Network[];
  /** The picked network, else the active one, else the namespace's first (absent: none configured). */
  selected?: Network;
}

/** The receive slice, or undefined before the plugin has loaded into this kit. */
export const selectReceive = (state: RootState) => state.receive;

/** The Receive view's data, memoised (a new object only when one of its inputs changed). */
export const selectReceiveTarget = createSelector(
  [
    selectActiveAccount,
    (s: RootState) => (s.chains.activeNamespace ? s.chains.chains[s.chains.activeNamespace] : undefined),
    (s: RootState) => s.receive?.caipNetworkId,
  ],
  (active, chain, pickedId): ReceiveTarget => {
    const networks = chain?.caipNetworks ?? [];
    const byId = (id: string | undefined) => networks.find((n) => n.caipNetworkId === id);
    const selected = byId(pickedId) ?? active.network ?? networks[0];
    const target: ReceiveTarget = { networks };
    if (active.namespace) target.namespace = active.namespace;
    if (active.status !== 'disconnected' && active.address) target.address = active.address;
    if (chain?.accountState.profileName) target.profileName = chain.accountState.profileName;
    if (selected) target.selected = selected;
    return target;
  },
);

/** A string that changes exactly when the receiving account does (namespace or address, case-insensitive). */
export function receiveTargetKey(state: RootState): string {
  const { namespace } = selectActiveAccount(state);
  return `${namespace ?? ''}|${selectActiveAddress(state)?.toLowerCase() ?? ''}`;
}
