import { createSelector } from '@reduxjs/toolkit';
import type { CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import { supportsFeature } from '../../core/networks/namespaceFeatures';
import type { Network } from '../../core/networks/network';
import { isSameAddress } from '../../core/validate';
import type { RootState } from '../../store/createKitStore';
import { selectActiveAccount } from '../../store/selectors/selectActiveAccount';

/** Whose history is wanted: the active account on the active network. */
export interface HistoryTarget {
  namespace?: ChainNamespace;
  chainId?: CaipNetworkId;
  account?: string;
}

/** The active account's namespace, network and address (memoised on the active account). */
export const selectHistoryTarget = createSelector([selectActiveAccount], (active): HistoryTarget => {
  const { namespace, caipNetworkId: chainId } = active;
  const account = active.status === 'disconnected' ? undefined : active.address;
  return { namespace, chainId, account };
});

/** A string that changes exactly when the wanted history does (network or account, case-insensitive). */
export function historyTargetKey(target: HistoryTarget): string {
  return `${target.chainId ?? ''}|${target.account?.toLowerCase() ?? ''}`;
}

/** Activity is eip155 and solana (namespaceFeatures); elsewhere nothing is fetched and the view says so. */
export function hasActivity(target: HistoryTarget): boolean {
  return supportsFeature(target.namespace, 'activity');
}

/** Whose list the history state holds (its `lastNetworkInView` and `account`). */
export interface HistoryListOwner {
  lastNetworkInView?: string;
  account?: string;
}

/** True when the loaded list is the history of `target` (so it can be refreshed rather than refetched). */
export function isListOf(list: HistoryListOwner, target: { chainId?: string; account?: string }): boolean {
  return (
    list.lastNetworkInView !== undefined &&
    list.lastNetworkInView === target.chainId &&
    isSameAddress(list.account, target.account)
  );
}

/** The history slice, or undefined before the plugin has loaded into this kit. */
export const selectHistory = (state: RootState) => state.history;

/** The active network as configured (its name and block explorer), or undefined when unknown. */
export const selectActiveNetwork = (state: RootState): Network | undefined =>
  selectActiveAccount(state).network;
