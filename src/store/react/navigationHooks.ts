import { useMemo } from 'react';
import { modalSlice } from '../slices/modalSlice';
import type { ViewData, ViewName } from '../viewNames';
import { useKitDispatch, useKitSelector } from './kitHooks';

/** The data the current view was opened with (`{ connectorId }`, `{ walletId }`), if any. */
export function useViewData(): ViewData | undefined {
  return useKitSelector((s) => s.modal.history.at(-1)?.data);
}

/** A string field of the current view's data, or undefined. */
export function useViewParam(name: string): string | undefined {
  const value = useKitSelector((s) => s.modal.history.at(-1)?.data?.[name]);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Router actions for views: push, replace, back, reset, close. View names are checked by the compiler. */
export function useNavigation() {
  const dispatch = useKitDispatch();
  return useMemo(
    () => ({
      push: (view: ViewName, data?: ViewData) =>
        dispatch(modalSlice.actions.pushed(data ? { view, data } : { view })),
      replace: (view: ViewName, data?: ViewData) =>
        dispatch(modalSlice.actions.replaced(data ? { view, data } : { view })),
      reset: (view: ViewName) => dispatch(modalSlice.actions.reset({ view })),
      back: () => dispatch(modalSlice.actions.wentBack()),
      close: () => dispatch(modalSlice.actions.closed()),
    }),
    [dispatch],
  );
}
