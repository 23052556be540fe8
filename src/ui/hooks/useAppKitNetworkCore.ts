import { useMemo } from 'react';
import type { CaipNetworkId } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { shallowEqual } from '../../store/react/kitHooks';
import { useKitOrPageKit } from '../react/pageKit';
import { findNetwork } from './useAppKitNetwork';
import { useKitValue } from './useKitValue';

/** What `useAppKitNetworkCore` returns: the active network's ids, without a way to switch. */
export interface UseAppKitNetworkCoreReturnType {
  caipNetworkId: CaipNetworkId | undefined;
  /** The network's CAIP-2 reference (the chain id number on EVM); undefined on a network the app did not configure. */
  chainId: number | string | undefined;
}

const selectIds = (state: RootState) => ({
  caipNetworkId: state.chains.activeCaipNetworkId,
  chainId: findNetwork(state, state.chains.activeCaipNetworkId)?.id,
});

/**
 * AppKit's `useAppKitNetworkCore`: the active network's `caipNetworkId` and `chainId` only, for
 * components that read the network and never switch it. Re-renders only when the network changes.
 */
export function useAppKitNetworkCore(): UseAppKitNetworkCoreReturnType {
  const kit = useKitOrPageKit('useAppKitNetworkCore');
  const { caipNetworkId, chainId } = useKitValue(kit, selectIds, shallowEqual);
  return useMemo(() => ({ caipNetworkId, chainId }), [caipNetworkId, chainId]);
}
