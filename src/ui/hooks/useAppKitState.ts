import type { RootState } from '../../store/createKitStore';
import { isRestored } from '../../store/persistence/isRestored';
import { shallowEqual } from '../../store/react/kitHooks';
import { useKitOrPageKit } from '../react/KitContext';
import { useKitValue } from './useKitValue';

/** What `useAppKitState` returns. */
export interface UseAppKitStateReturnType {
  open: boolean;
  selectedNetworkId: string | undefined;
  activeChain: string | undefined;
  loading: boolean;
  /** True once the kit has restored its persisted state (the stored connection is known). */
  initialized: boolean;
}

const selectState = (s: RootState): UseAppKitStateReturnType => ({
  open: s.modal.open,
  selectedNetworkId: s.chains.activeCaipNetworkId,
  activeChain: s.chains.activeNamespace,
  loading: s.modal.loading,
  // True once the stored session has been read back (the persistence chunk ran and storage answered).
  initialized: isRestored(s.connection),
});

/** The modal's public state; re-renders only when one of its fields changes. */
export function useAppKitState(): UseAppKitStateReturnType {
  const kit = useKitOrPageKit('useAppKitState');
  return useKitValue(kit, selectState, shallowEqual);
}
