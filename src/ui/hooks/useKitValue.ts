import { useContext, useRef, useSyncExternalStore } from 'react';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { KitReduxContext } from '../../store/react/KitReduxContext';

interface Memo<T> {
  state: unknown;
  selector: unknown;
  value: T;
}

// One memo per snapshot kind: React may read the server and the client snapshot in one hydration, and
// each must keep returning the same value while its state is unchanged.
function memoised<T>(
  memo: { current: Memo<T> | undefined },
  state: unknown,
  selector: (state: RootState) => T,
  isEqual: (a: T, b: T) => boolean,
): T {
  const last = memo.current;
  if (last && last.state === state && last.selector === selector) return last.value;
  const next = selector(state as RootState);
  const value = last && isEqual(last.value, next) ? last.value : next;
  memo.current = { state, selector, value };
  return value;
}

/**
 * Reads a part of `kit`'s state and re-renders only when it changes (by `isEqual`). Unlike
 * `useKitSelector` it needs no `<AppKitProvider>`: the public hooks work anywhere once a kit exists.
 * Under a provider of the same kit it hydrates with the provider's server state, like react-redux.
 */
export function useKitValue<T>(
  kit: AppKit,
  selector: (state: RootState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const context = useContext(KitReduxContext);
  const client = useRef<Memo<T> | undefined>(undefined);
  const server = useRef<Memo<T> | undefined>(undefined);
  const store = kit.store;
  const getServerState =
    context?.store === store && context.getServerState ? context.getServerState : store.getState;
  return useSyncExternalStore(
    store.subscribe,
    () => memoised(client, store.getState(), selector, isEqual),
    () => memoised(server, getServerState(), selector, isEqual),
  );
}
