import { useCallback, useMemo, useState } from 'react';
import { toError } from '../../core/errors/coreErrors';
import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { useKitOrPageKit } from '../react/pageKit';
import { NotSupportedError } from './hookErrors';
import { type Connection, selectConnections } from './useAppKitConnections';
import { useKitValue } from './useKitValue';

/** Parameters of `useAppKitConnection`. */
export interface UseAppKitConnectionParameters {
  /** The namespace whose connection to manage; the active one by default. */
  namespace?: ChainNamespace;
  onSuccess?(result: { connection?: Connection; deleted?: boolean }): void;
  onError?(error: Error): void;
}

/** What `useAppKitConnection` returns. */
export interface UseAppKitConnectionReturnType {
  /** The namespace's connection; undefined when it is not connected. */
  connection: Connection | undefined;
  isPending: boolean;
  /**
   * Connects the namespace through another installed connector (by its id), replacing the current
   * connection: Portico keeps one connection per namespace.
   */
  switchConnection(parameters: { connection: Pick<Connection, 'connectorId'> }): Promise<void>;
  /** Disconnects the namespace whose connection uses `connectorId` (its other namespaces too, if shared). */
  deleteConnection(parameters: { connectorId: string }): Promise<void>;
}

/** One namespace's connection, with switching and disconnecting (AppKit's multi-wallet hook). */
export function useAppKitConnection(
  parameters: UseAppKitConnectionParameters = {},
): UseAppKitConnectionReturnType {
  const kit = useKitOrPageKit('useAppKitConnection');
  const { namespace, onSuccess, onError } = parameters;
  const connection = useKitValue(
    kit,
    (s) => {
      const ns = namespace ?? s.chains.activeNamespace;
      return ns ? selectConnections(s, ns)[0] : undefined;
    },
    (a, b) =>
      a?.connectorId === b?.connectorId &&
      a?.caipNetworkId === b?.caipNetworkId &&
      a?.accounts.map((x) => x.address).join() === b?.accounts.map((x) => x.address).join(),
  );
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (work: () => Promise<{ connection?: Connection; deleted?: boolean }>) => {
      setPending(true);
      try {
        // Awaited first: `onSuccess?.(await work())` would skip the work when there is no callback.
        const result = await work();
        onSuccess?.(result);
      } catch (caught) {
        const error = toError(caught);
        onError?.(error);
        throw error;
      } finally {
        setPending(false);
      }
    },
    [onSuccess, onError],
  );
  const switchConnection = useCallback(
    ({ connection: target }: { connection: Pick<Connection, 'connectorId'> }) =>
      run(async () => {
        const s = kit.store.getState() as RootState;
        const connector = s.connectors.connectors.find((c) => c.id === target.connectorId);
        if (!connector) {
          throw new NotSupportedError(
            `Switching to "${target.connectorId}"`,
            'only a detected wallet of this page can be switched to; open the modal to connect another',
          );
        }
        await kit.adapters.connect(connector.id);
        const [next] = selectConnections(kit.store.getState() as RootState, connector.chain);
        return next ? { connection: next } : {};
      }),
    [kit, run],
  );
  const deleteConnection = useCallback(
    ({ connectorId }: { connectorId: string }) =>
      run(async () => {
        const s = kit.store.getState() as RootState;
        const owner = (Object.keys(s.connection.connectorIds) as ChainNamespace[]).find(
          (ns) => s.connection.connectorIds[ns] === connectorId && (!namespace || ns === namespace),
        );
        if (owner) await kit.adapters.disconnect({ namespace: owner });
        return { deleted: owner !== undefined };
      }),
    [kit, namespace, run],
  );
  return useMemo(
    () => ({ connection, isPending, switchConnection, deleteConnection }),
    [connection, isPending, switchConnection, deleteConnection],
  );
}
