import { useCallback, useMemo } from 'react';
import type { ChainNamespace } from '../../core/namespaces';
import { useKitOrPageKit } from '../react/pageKit';

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
 * Disconnects through the kit's adapters (SPEC §4): the wallet side first, then every affected
 * namespace (other chains on the same WalletConnect or embedded connection too) is reset, the stored
 * social provider is cleared and the tracking event sent. Rejects with `Failed to disconnect` when the
 * wallet side fails, leaving the state as it was. Never re-renders on its own.
 */
export function useDisconnect(): UseDisconnectReturnType {
  const kit = useKitOrPageKit('useDisconnect');
  const disconnect = useCallback(
    (parameters: DisconnectParameters = {}) =>
      kit.adapters.disconnect(parameters.namespace ? { namespace: parameters.namespace } : {}),
    [kit],
  );
  return useMemo(() => ({ disconnect }), [disconnect]);
}
