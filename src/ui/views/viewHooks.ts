import { useMemo } from 'react';
import type { ViewData, ViewName } from '../../store/slices/modalSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { useKitSelector } from '../hooks/useKitSelector';
import { useT } from '../i18n/useT';
import { useKit } from '../react/KitContext';

/** The data the current view was opened with (`{ connectorId }`, `{ walletId }`), if any. */
export function useViewData(): ViewData | undefined {
  return useKitSelector((s) => s.modal.history.at(-1)?.data);
}

/** A string field of the current view's data, or undefined. */
export function useViewParam(name: string): string | undefined {
  const value = useKitSelector((s) => s.modal.history.at(-1)?.data?.[name]);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Router actions for views: push, replace, back, reset, close. */
export function useNavigation() {
  const { store } = useKit('useNavigation');
  return useMemo(
    () => ({
      push: (view: ViewName, data?: ViewData) =>
        store.dispatch(modalSlice.actions.pushed(data ? { view, data } : { view })),
      replace: (view: ViewName, data?: ViewData) =>
        store.dispatch(modalSlice.actions.replaced(data ? { view, data } : { view })),
      reset: (view: ViewName) => store.dispatch(modalSlice.actions.reset({ view })),
      back: () => store.dispatch(modalSlice.actions.wentBack()),
      close: () => store.dispatch(modalSlice.actions.closed()),
    }),
    [store],
  );
}

/** Copies text to the clipboard and confirms with a toast (or says it failed: no clipboard, denied). */
export function useCopy() {
  const kit = useKit('useCopy');
  const t = useT();
  return async (text: string, successKey: string) => {
    try {
      if (!globalThis.navigator?.clipboard) throw new Error('no clipboard');
      await globalThis.navigator.clipboard.writeText(text);
      kit.showNotification({ message: t(successKey), variant: 'success' });
    } catch {
      kit.showNotification({ message: t('common.copyFailed'), variant: 'error' });
    }
  };
}
