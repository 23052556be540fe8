import { useCallback, useMemo } from 'react';
import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { useKit } from '../react/KitContext';

/** Parameters of `disconnect()`. */
export interface DisconnectParameters {
  /** Only this namespace; by default every connected (or connecting) one. */
  namespace?: ChainNamespace;
}

/** What `useDisconnect` returns. */
export interface UseDisconnectReturnType {
  disconnect(parameters?: DisconnectParameters): Promise<void>;
}

/**
 * Disconnects: marks each namespace disconnected and resets its account. Chain adapters extend this
 * with the wallet-side disconnect; the function is async already so callers need not change then.
 * Never re-renders on its own (it reads the state only when called).
 */
export function useDisconnect(): UseDisconnectReturnType {
  const kit = useKit('useDisconnect');
  const disconnect = useCallback(
    async ({ namespace }: DisconnectParameters = {}) => {
      const { status } = (kit.store.getState() as RootState).connection;
      const namespaces = namespace
        ? [namespace]
        : (Object.keys(status) as ChainNamespace[]).filter((ns) => status[ns] !== 'disconnected');
      for (const ns of namespaces) {
        kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: ns }));
        kit.store.dispatch(chainsSlice.actions.accountReset({ namespace: ns }));
      }
    },
    [kit],
  );
  return useMemo(() => ({ disconnect }), [disconnect]);
}
