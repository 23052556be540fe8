import type UniversalProvider from '@walletconnect/universal-provider';
import type { CaipAddress, CaipNetworkId } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { providerServiceId } from '../../store/services/kitServices';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { WALLETCONNECT_CONNECTOR_ID } from './walletConnectConfig';
import { NoApprovedNetworkError } from './walletConnectErrors';
import { WALLETCONNECT_NAMESPACE_PARTS } from './walletConnectFamilies';
import {
  type FamilyWalletConnectKit,
  resetNamespaceSession,
  syncNamespaceSession,
} from './walletConnectNamespaceParts';

// A WalletConnect session in the store (part of the connector's lazy chunk): what an approved or
// restored session reports per namespace, the account the wallet reports later, and the reset when
// the session ends.

const NAMESPACE = 'eip155' as const;
/** Service id of the namespace's EIP-1193 provider (`useAppKitProvider`, the adapter runtime). */
const PROVIDER_SERVICE_ID = providerServiceId(NAMESPACE);

type Provider = UniversalProvider;
type Session = NonNullable<Provider['session']>;

/** Addresses the session grants on one network (`eip155:1:0xabc` -> `0xabc`). */
export function accountsOn(session: Session, caipNetworkId: string): string[] {
  const accounts = session.namespaces[NAMESPACE]?.accounts ?? [];
  return accounts
    .filter((a) => a.startsWith(`${caipNetworkId}:`))
    .map((a) => a.slice(caipNetworkId.length + 1));
}

/** Creates the session sync of one kit's connector. */
export function createSessionSync(kit: FamilyWalletConnectKit) {
  const { store, services } = kit;
  const root = () => store.getState() as RootState;

  const currentCaipNetworkId = (): CaipNetworkId | undefined =>
    root().chains.chains[NAMESPACE]?.networkState.caipNetworkId;

  const updateAccount = (accounts: string[]) => {
    const [address] = accounts;
    if (!address) return;
    const network = currentCaipNetworkId() ?? `${NAMESPACE}:0`;
    store.dispatch(
      chainsSlice.actions.accountUpdated({
        namespace: NAMESPACE,
        address,
        caipAddress: `${network}:${address}` as CaipAddress,
        allAccounts: accounts.map((a) => ({ address: a, type: 'eoa' as const, namespace: NAMESPACE })),
      }),
    );
  };

  /**
   * Reports a session to the store, per namespace it holds: eip155 here, the others through their
   * family adapters (walletConnectFamilies.ts). A namespace whose accounts its adapter refuses connects
   * nothing; the session is refused when no namespace connected.
   */
  const synced = async (provider: Provider, session: Session) => {
    let connected = syncedEvm(provider, session);
    for (const part of WALLETCONNECT_NAMESPACE_PARTS) {
      if (!session.namespaces[part.namespace]) continue;
      if (await syncNamespaceSession(kit, provider, session, part).catch(() => false)) connected = true;
    }
    if (!connected) throw new NoApprovedNetworkError();
    store.dispatch(connectionSlice.actions.walletConnectStatusSet({ status: 'connected' }));
  };

  /** The eip155 part: network, account, approved networks, then connected; false without one. */
  const syncedEvm = (provider: Provider, session: Session): boolean => {
    const approved = (session.namespaces[NAMESPACE]?.chains ?? []) as CaipNetworkId[];
    const active = root().chains.activeCaipNetworkId;
    const chain = active && approved.includes(active) ? active : approved[0];
    if (!chain) return false;
    provider.setDefaultChain(chain);
    services.set(PROVIDER_SERVICE_ID, provider);
    store.dispatch(chainsSlice.actions.walletNetworkSet({ namespace: NAMESPACE, caipNetworkId: chain }));
    store.dispatch(
      chainsSlice.actions.approvedNetworksSet({ namespace: NAMESPACE, approved, supportsAllNetworks: false }),
    );
    updateAccount(accountsOn(session, chain));
    const peer = session.peer.metadata;
    store.dispatch(
      connectionSlice.actions.connected({
        namespace: NAMESPACE,
        connectorId: WALLETCONNECT_CONNECTOR_ID,
        wallet: { name: peer.name, ...(peer.icons?.[0] ? { icon: peer.icons[0] } : {}) },
      }),
    );
    return true;
  };

  const reset = () => {
    for (const part of WALLETCONNECT_NAMESPACE_PARTS) resetNamespaceSession(kit, part.namespace);
    services.delete(PROVIDER_SERVICE_ID);
    if (root().connection.connectorIds[NAMESPACE] === WALLETCONNECT_CONNECTOR_ID) {
      store.dispatch(connectionSlice.actions.disconnected({ namespace: NAMESPACE }));
      store.dispatch(chainsSlice.actions.accountReset({ namespace: NAMESPACE }));
      store.dispatch(chainsSlice.actions.networkReset({ namespace: NAMESPACE }));
    }
    store.dispatch(connectionSlice.actions.walletConnectStatusSet({ status: 'disconnected' }));
  };

  return { updateAccount, synced, reset };
}
