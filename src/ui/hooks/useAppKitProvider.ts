import { useMemo } from 'react';
import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { shallowEqual } from '../../store/react/kitHooks';
import { providerServiceId } from '../../store/services/kitServices';
import type { ConnectorType } from '../../store/slices/connectorsSlice';
import { useKitOrPageKit } from '../react/pageKit';
import { useKitValue } from './useKitValue';

/**
 * AppKit's `Provider` (`useAppKitProvider<Provider>('eip155')`): the EIP-1193 provider the kit holds
 * for an EVM namespace, whose `request` can name its result type. ethers' `BrowserProvider` and viem's
 * `custom()` take it as it is.
 */
export interface Provider {
  request<T = unknown>(args: { method: string; params?: readonly unknown[] | object }): Promise<T>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** What `useAppKitProvider` returns. */
export interface UseAppKitProviderReturnType<T> {
  /**
   * The namespace's wallet provider (e.g. an EIP-1193 provider on eip155). Typed `T` as AppKit types
   * it, so AppKit code compiles unchanged; at run time it is `undefined` until the namespace is
   * connected, so check it (or the account's `isConnected`) before use.
   */
  walletProvider: T;
  /** The type of the connector that provides it. */
  walletProviderType: ConnectorType | undefined;
}

const selectConnection = (s: RootState, namespace: ChainNamespace) => {
  const connectorId = s.connection.connectorIds[namespace];
  return {
    connectorId,
    status: s.connection.status[namespace],
    type: s.connectors.connectors.find((c) => c.id === connectorId)?.type,
  };
};

/**
 * The wallet provider of a namespace, read from the kit's service registry (`provider:{namespace}`).
 * Providers are not state, so the hook re-reads the registry when the namespace's connection changes.
 */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturnType<T> {
  const kit = useKitOrPageKit('useAppKitProvider');
  const connection = useKitValue(kit, (s) => selectConnection(s, namespace), shallowEqual);
  return useMemo(
    () => ({
      walletProvider: (connection.status === 'disconnected'
        ? undefined
        : kit.services.get<T>(providerServiceId(namespace))) as T,
      walletProviderType: connection.type,
    }),
    [kit, namespace, connection],
  );
}
