import type UniversalProvider from '@walletconnect/universal-provider';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import { ACCOUNT_TYPES_BY_NAMESPACE } from '../../core/networks/namespaceFeatures';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { providerServiceId } from '../../store/services/kitServices';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import type { ChainAdapter, Eip1193Provider } from '../ChainAdapter';
import { WALLETCONNECT_CONNECTOR_ID, type WalletConnectKit } from './walletConnectConfig';

// The non-EVM namespaces of a WalletConnect session (solana, bip122, polkadot, cosmos), in the
// connector's lazy chunk. Each namespace is a small "part": the methods the kit proposes for it and how
// the session is wrapped into its family adapter's wallet interface. Everything else is the same for
// all of them and lives here: the proposal (the kit's networks of the namespace), connecting an
// approved namespace through its adapter (which checks the accounts, as for an injected wallet), and
// the reset when the session ends. The table of parts is walletConnectFamilies.ts.

type Provider = UniversalProvider;
type Session = NonNullable<Provider['session']>;

/** A namespace other than eip155 (eip155 is the connector's own, walletConnectSessionSync.ts). */
export type WalletConnectFamilyNamespace = Exclude<ChainNamespace, 'eip155'>;

/** One namespace's part. */
export interface WalletConnectNamespacePart {
  namespace: WalletConnectFamilyNamespace;
  /** The wallet methods proposed; UniversalProvider sends exactly these to the wallet. */
  methods: readonly string[];
  /**
   * The session as the family adapter's wallet interface (the wrapper may be a chunk of its own).
   * `chain` is the CAIP-2 chain requests name, read on every request: the kit's current network of the
   * namespace while the session approved it.
   */
  wrap(provider: Provider, chain: () => string): Eip1193Provider | Promise<Eip1193Provider>;
}

/** The kit as the parts need it: the store, services and, to connect, the family adapters. */
export type FamilyWalletConnectKit = WalletConnectKit & {
  adapters?: { loadAdapter?(namespace: WalletConnectFamilyNamespace): Promise<ChainAdapter> };
};

/**
 * The namespace to propose: the kit's networks of it as CAIP-2 chains (the active one first) and the
 * part's methods; undefined when the kit has none. Reads are not proposed: each adapter reads its chain
 * through its own client.
 */
export function namespaceProposalOf(state: RootState, part: WalletConnectNamespacePart) {
  const networks = state.chains.chains[part.namespace]?.caipNetworks ?? [];
  if (networks.length === 0) return undefined;
  const active = state.chains.activeCaipNetworkId;
  const rpcMap: Record<string, string> = {};
  for (const network of networks) {
    const url = state.options.customRpcUrls[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0];
    // UniversalProvider looks its RPC URLs up by the chain reference (both kinds of URL are http(s),
    // which defineNetwork and the customRpcUrls check ensure: it builds an HTTP connection per entry).
    if (url) rpcMap[String(network.id)] = url;
  }
  return {
    chains: networks.map((n) => n.caipNetworkId).sort((a, b) => Number(b === active) - Number(a === active)),
    methods: [...part.methods],
    events: [] as string[],
    rpcMap,
  };
}

/** The session's accounts of `namespace` on `chain` (`<chain>:<address>` -> address). */
export function sessionAccountsOn(session: Session | undefined, namespace: string, chain: string): string[] {
  return (session?.namespaces[namespace]?.accounts ?? [])
    .filter((account) => account.startsWith(`${chain}:`))
    .map((account) => account.slice(chain.length + 1));
}

/** The CAIP-2 chains the session approved in `namespace`. */
export function approvedChainsOf(session: Session | undefined, namespace: string): string[] {
  return session?.namespaces[namespace]?.chains ?? [];
}

/**
 * Connects (or restores) the part's namespace from an approved session that holds it, through the
 * family adapter: it validates the accounts (a malformed one connects nothing) and keeps the network
 * per provider. False when the kit has no approved network of the namespace or no account came.
 */
export async function syncNamespaceSession(
  kit: FamilyWalletConnectKit,
  provider: Provider,
  session: Session,
  part: WalletConnectNamespacePart,
): Promise<boolean> {
  const { namespace } = part;
  const approved = approvedChainsOf(session, namespace) as CaipNetworkId[];
  const root = () => kit.store.getState() as RootState;
  const networks = root().chains.chains[namespace]?.caipNetworks ?? [];
  const active = root().chains.activeCaipNetworkId;
  const network: Network | undefined =
    networks.find((n) => n.caipNetworkId === active && approved.includes(n.caipNetworkId)) ??
    networks.find((n) => approved.includes(n.caipNetworkId));
  const loadAdapter = kit.adapters?.loadAdapter;
  if (!network || !loadAdapter) return false;
  // Requests name the kit's current network of the namespace while the session approved it (a switch
  // in the kit moves them along), else the network connected on.
  const chain = () => {
    const current = root().chains.chains[namespace]?.networkState.caipNetworkId;
    return current && approved.includes(current) ? current : network.caipNetworkId;
  };
  const wallet = await part.wrap(provider, chain);
  const adapter = await loadAdapter(namespace);
  await adapter.switchNetwork({ provider: wallet, network });
  const { accounts } = await adapter.connect({ provider: wallet });
  const [address] = accounts;
  if (!address) return false;
  kit.services.set(providerServiceId(namespace), wallet);
  const { dispatch } = kit.store;
  dispatch(chainsSlice.actions.walletNetworkSet({ namespace, caipNetworkId: network.caipNetworkId }));
  dispatch(chainsSlice.actions.approvedNetworksSet({ namespace, approved, supportsAllNetworks: false }));
  const type = ACCOUNT_TYPES_BY_NAMESPACE[namespace][0] ?? 'eoa';
  dispatch(
    chainsSlice.actions.accountUpdated({
      namespace,
      address,
      caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
      allAccounts: accounts.map((a) => ({ address: a, type, namespace })),
    }),
  );
  const peer = session.peer.metadata;
  dispatch(
    connectionSlice.actions.connected({
      namespace,
      connectorId: WALLETCONNECT_CONNECTOR_ID,
      wallet: { name: peer.name, ...(peer.icons?.[0] ? { icon: peer.icons[0] } : {}) },
    }),
  );
  return true;
}

/** Forgets `namespace` when WalletConnect holds it (the session ended). */
export function resetNamespaceSession(kit: WalletConnectKit, namespace: WalletConnectFamilyNamespace): void {
  const state = kit.store.getState() as RootState;
  // Another connector's session of the namespace (an injected wallet, the embedded wallet) is not ours.
  if (state.connection.connectorIds[namespace] !== WALLETCONNECT_CONNECTOR_ID) return;
  kit.services.delete(providerServiceId(namespace));
  kit.store.dispatch(connectionSlice.actions.disconnected({ namespace }));
  kit.store.dispatch(chainsSlice.actions.accountReset({ namespace }));
  kit.store.dispatch(chainsSlice.actions.networkReset({ namespace }));
}
