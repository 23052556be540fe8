import type { RootState } from '../../store/createKitStore';
import { isRestored } from '../../store/persistence/isRestored';
import { shallowEqual } from '../../store/react/kitHooks';
import { useKitOrPageKit } from '../react/pageKit';
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

// A fresh object on every call; the hook compares it field by field (`shallowEqual`) and keeps the
// previous one while every field is equal, so it re-renders, and hands its caller a new object (an
// effect dependency, say), only when one of the five fields changes. useAppKitState.test.tsx holds it.
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
