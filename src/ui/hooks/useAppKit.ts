import { useMemo } from 'react';
import type { OpenParameters } from '../../kit/createAppKit';
import { useKitOrPageKit } from '../react/pageKit';
import { useKitValue } from './useKitValue';

/** What `useAppKit` returns. */
export interface UseAppKitReturnType {
  /** Opens the modal (Account when connected, else Connect) or the given view. */
  open(parameters?: OpenParameters): Promise<void>;
  close(): void;
  isOpen: boolean;
}

/** Opens and closes the modal; re-renders only when the modal opens or closes. */
export function useAppKit(): UseAppKitReturnType {
  const kit = useKitOrPageKit('useAppKit');
  const isOpen = useKitValue(kit, (s) => s.modal.open);
  return useMemo(
    () => ({ open: (parameters?: OpenParameters) => kit.open(parameters), close: () => kit.close(), isOpen }),
    [kit, isOpen],
  );
}
