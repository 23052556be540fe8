import { useCallback, useMemo } from 'react';
import type { CaipNetworkId } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { shallowEqual } from '../../store/react/kitHooks';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { useKitOrPageKit } from '../react/pageKit';
import { useKitValue } from './useKitValue';

/** What `useAppKitNetwork` returns. */
export interface UseAppKitNetworkReturnType {
  /** The active network, or undefined when the wallet is on a network the app did not configure. */
  caipNetwork: Network | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  /** The network's CAIP-2 reference (the chain id number on EVM). */
  chainId: number | string | undefined;
  /** Makes `network` the active one (adapters extend this to ask the wallet to switch). */
  switchNetwork(network: Network): void;
}

/** The configured network with this id, if any. */
export function findNetwork(state: RootState, id: CaipNetworkId | undefined): Network | undefined {
  if (!id) return undefined;
  for (const chain of Object.values(state.chains.chains)) {
    const found = chain?.caipNetworks.find((n) => n.caipNetworkId === id);
    if (found) return found as Network;
  }
  return undefined;
}

const selectNetwork = (state: RootState) => ({
  caipNetworkId: state.chains.activeCaipNetworkId,
  caipNetwork: findNetwork(state, state.chains.activeCaipNetworkId),
});

/** The active network and a way to switch it; re-renders only when the active network changes. */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const kit = useKitOrPageKit('useAppKitNetwork');
  const { caipNetworkId, caipNetwork } = useKitValue(kit, selectNetwork, shallowEqual);
  const switchNetwork = useCallback(
    (network: Network) => {
      kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network.caipNetworkId }));
    },
    [kit],
  );
  return useMemo(
    () => ({ caipNetwork, caipNetworkId, chainId: caipNetwork?.id, switchNetwork }),
    [caipNetwork, caipNetworkId, switchNetwork],
  );
}
