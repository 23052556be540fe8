import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { RootState } from '../../store/createKitStore';
import { useKit } from '../react/KitContext';

interface Memo<T> {
  state: unknown;
  selector: unknown;
  value: T;
}

/**
 * Reads a slice of the kit's state and re-renders only when that slice changes (by `isEqual`,
 * `Object.is` by default). Selectors returning fresh objects need an `isEqual` such as `shallowEqual`.
 */
export function useKitSelector<T>(selector: (state: RootState) => T, isEqual?: (a: T, b: T) => boolean): T {
  const kit = useKit('useKitSelector');
  const memo = useRef<Memo<T> | null>(null);
  const { store } = kit;

  // Cached per (state, selector) so React's repeated getSnapshot calls within a render agree, and an
  // equal-but-new selection hands back the previous value so nothing re-renders for it.
  const getSnapshot = (): T => {
    const state = store.getState();
    const last = memo.current;
    if (last && last.state === state && last.selector === selector) return last.value;
    const next = selector(state as RootState);
    const value = last && (isEqual ?? Object.is)(last.value, next) ? last.value : next;
    memo.current = { state, selector, value };
    return value;
  };
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  // The store's initial state is what a server render sees, so it doubles as the server snapshot.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Equality of two plain objects by their own keys' values (one level deep). */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
