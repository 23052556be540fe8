import { useMemo } from 'react';
import type { CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { shallowEqual } from '../../store/react/kitHooks';
import type { AccountEntry, AccountState } from '../../store/slices/chainsSlice';
import { useKitOrPageKit } from '../react/pageKit';
import { useKitValue } from './useKitValue';

/** One wallet connection: Portico holds at most one per namespace. */
export interface Connection {
  namespace: ChainNamespace;
  connectorId: string;
  /** The wallet's name and icon, when known. */
  name?: string;
  icon?: string;
  accounts: readonly AccountEntry[];
  caipNetworkId?: CaipNetworkId;
}

/** A wallet used before (the recent wallets of SPEC §3), not connected now. */
export interface RecentConnection {
  connectorId: string;
  name?: string;
  icon?: string;
}

/** What `useAppKitConnections` returns. */
export interface UseAppKitConnectionsReturnType {
  connections: Connection[];
  recentConnections: RecentConnection[];
}

function accountsOf(account: AccountState | undefined, namespace: ChainNamespace): readonly AccountEntry[] {
  if (!account?.address) return [];
  return account.allAccounts.length > 0
    ? account.allAccounts
    : [{ address: account.address, type: 'eoa', namespace }];
}

/** The connected namespaces' connections (all, or one namespace's), built from the store. */
export function selectConnections(s: RootState, namespace?: ChainNamespace): Connection[] {
  const namespaces = Object.keys(s.connection.status) as ChainNamespace[];
  return namespaces
    .filter((ns) => (!namespace || ns === namespace) && s.connection.status[ns] === 'connected')
    .flatMap((ns) => {
      const connectorId = s.connection.connectorIds[ns];
      if (!connectorId) return [];
      const wallet = s.connection.wallets[ns];
      const chain = s.chains.chains[ns];
      const connection: Connection = {
        namespace: ns,
        connectorId,
        accounts: accountsOf(chain?.accountState, ns),
      };
      if (wallet?.name) connection.name = wallet.name;
      if (wallet?.icon) connection.icon = wallet.icon;
      if (chain?.networkState.caipNetworkId) connection.caipNetworkId = chain.networkState.caipNetworkId;
      return [connection];
    });
}

// Deep enough for the hook's output: same connectors, addresses and networks -> no re-render.
const key = (connections: Connection[]) =>
  connections
    .map((c) => [
      c.namespace,
      c.connectorId,
      c.name,
      c.icon,
      c.caipNetworkId,
      c.accounts.map((a) => a.address),
    ])
    .flat(2)
    .join('|');

/**
 * The wallet connections of the kit (one per connected namespace; only `namespace`'s when given) and
 * the recently used wallets. Re-renders only when a connection or the recent list changes.
 */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturnType {
  const kit = useKitOrPageKit('useAppKitConnections');
  const connections = useKitValue(
    kit,
    (s) => selectConnections(s, namespace),
    (a, b) => key(a) === key(b),
  );
  const recent = useKitValue(kit, (s) => s.connectors.recentWallets, shallowEqual);
  return useMemo(
    () => ({
      connections,
      recentConnections: recent.map((w) => ({
        connectorId: w.id,
        ...(w.name ? { name: w.name } : {}),
        ...(w.imageUrl ? { icon: w.imageUrl } : {}),
      })),
    }),
    [connections, recent],
  );
}
