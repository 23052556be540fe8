import type { RootState } from '../../store/createKitStore';
import { shallowEqual, useKitSelector } from '../../store/react/kitHooks';
import { useKit } from '../react/KitContext';

/** What `useAppKitState` returns. */
export interface UseAppKitStateReturnType {
  open: boolean;
  selectedNetworkId: string | undefined;
  activeChain: string | undefined;
  loading: boolean;
}

const selectState = (s: RootState): UseAppKitStateReturnType => ({
  open: s.modal.open,
  selectedNetworkId: s.chains.activeCaipNetworkId,
  activeChain: s.chains.activeNamespace,
  loading: s.modal.loading,
});

/** The modal's public state; re-renders only when one of its four fields changes. */
export function useAppKitState(): UseAppKitStateReturnType {
  useKit('useAppKitState');
  return useKitSelector(selectState, shallowEqual);
}
