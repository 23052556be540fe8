import { useContext } from 'react';
import { createDispatchHook, createSelectorHook, createStoreHook, shallowEqual } from 'react-redux';
import { MissingAppKitError } from '../../core/errors/hostErrors';
import type { AppDispatch, RootState } from '../createKitStore';
import { KitReduxContext } from './KitReduxContext';

// The React bindings of a kit's store, shared by the modal shell and the plugins' views: react-redux's
// hooks bound to the kit's own context. Outside an <AppKitProvider> they throw SPEC §8's
// 'Please call "createAppKit" before using ...' instead of react-redux's generic message.

const useSelectorOfKit = createSelectorHook(KitReduxContext);
const useDispatchOfKit = createDispatchHook(KitReduxContext);
const useStoreOfKit = createStoreHook(KitReduxContext);

function useRequireKit(hookName: string): void {
  if (!useContext(KitReduxContext)) throw new MissingAppKitError(hookName);
}

/**
 * Reads a part of the kit's state and re-renders only when it changes (by `isEqual`, `Object.is` by
 * default). Selectors returning fresh objects need an `isEqual` such as `shallowEqual`.
 */
export function useKitSelector<T>(selector: (state: RootState) => T, isEqual?: (a: T, b: T) => boolean): T {
  useRequireKit('useKitSelector');
  return useSelectorOfKit(selector, isEqual);
}

/** The kit store's dispatch (thunks included). */
export function useKitDispatch(): AppDispatch {
  useRequireKit('useKitDispatch');
  return useDispatchOfKit() as AppDispatch;
}

/** The kit's store itself, for the rare reader that needs `getState()` in an event handler. */
export function useKitStore() {
  useRequireKit('useKitStore');
  return useStoreOfKit();
}

export { shallowEqual };
