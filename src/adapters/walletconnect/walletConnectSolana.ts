import type UniversalProvider from '@walletconnect/universal-provider';
import type { CaipAddress, CaipNetworkId } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { providerServiceId } from '../../store/services/kitServices';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import type { ChainAdapter, Eip1193Provider } from '../ChainAdapter';
import { SOLANA_METHODS } from '../solana/SolanaWalletProvider';
import { WALLETCONNECT_CONNECTOR_ID, type WalletConnectKit } from './walletConnectConfig';

// WalletConnect's solana namespace (issue 15 item 2), in the connector's lazy chunk. The kit asks for
// it when it has Solana networks; an approved session's solana accounts connect the 'solana'
// namespace through the Solana adapter, whose wallet interface is already WalletConnect's Solana
// request shape (docs/adapters.md): the session only needs wrapping so that each request names the
// session's cluster, and so that the account requests are answered from the session itself.

const SOLANA = 'solana' as const;

/** The wallet methods the kit asks for in the solana namespace (WalletConnect's Solana RPC). */
export const WALLETCONNECT_SOLANA_METHODS = [
  SOLANA_METHODS.signMessage,
  SOLANA_METHODS.signTransaction,
  SOLANA_METHODS.signAndSendTransaction,
  SOLANA_METHODS.signAllTransactions,
] as const;

type Provider = UniversalProvider;
type Session = NonNullable<Provider['session']>;

/** The kit as this part needs it: the store, services and, to connect, the Solana adapter. */
export type SolanaWalletConnectKit = WalletConnectKit & {
  adapters?: { loadAdapter?(namespace: typeof SOLANA): Promise<ChainAdapter> };
};

/**
 * The solana namespace to propose: the kit's Solana networks as CAIP-2 chains (the active one first)
 * and the four signing methods; undefined when the kit has no Solana network. Reads are not proposed:
 * the Solana adapter reads the chain through its own connection.
 */
export function solanaNamespaceOf(state: RootState) {
  const networks = state.chains.chains[SOLANA]?.caipNetworks ?? [];
  if (networks.length === 0) return undefined;
  const active = state.chains.activeCaipNetworkId;
  const rpcMap: Record<string, string> = {};
  for (const network of networks) {
    const url = state.options.customRpcUrls[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0];
    // UniversalProvider looks its RPC URLs up by the chain reference.
    if (url) rpcMap[String(network.id)] = url;
  }
  return {
    chains: networks.map((n) => n.caipNetworkId).sort((a, b) => Number(b === active) - Number(a === active)),
    methods: [...WALLETCONNECT_SOLANA_METHODS],
    events: [] as string[],
    rpcMap,
  };
}

/** The session's solana accounts on `chain` (`solana:<ref>:<pubkey>` -> pubkey). */
function solanaAccountsOn(session: Session, chain: string): string[] {
  return (session.namespaces[SOLANA]?.accounts ?? [])
    .filter((account) => account.startsWith(`${chain}:`))
    .map((account) => account.slice(chain.length + 1));
}

/**
 * The session as a SolanaWalletProvider on one cluster: signing requests go to the wallet with the
 * cluster's chain id; `solana_requestAccounts` / `solana_getAccounts` are answered from the session
 * (a WalletConnect wallet granted its accounts on approval); `solana_disconnect` is left to the
 * connector, which ends the whole session.
 */
export function walletConnectSolanaProvider(provider: Provider, chain: () => string): Eip1193Provider {
  const accounts = () => {
    const session = provider.session;
    return session ? solanaAccountsOn(session, chain()).map((pubkey) => ({ pubkey })) : [];
  };
  return {
    async request({ method, params }) {
      if (method === SOLANA_METHODS.requestAccounts || method === SOLANA_METHODS.getAccounts)
        return accounts();
      if (method === SOLANA_METHODS.disconnect) return null;
      return provider.request({ method, ...(params !== undefined ? { params } : {}) }, chain());
    },
  };
}

/** Connects (or restores) the 'solana' namespace from an approved session that holds one. */
export async function syncSolanaSession(
  kit: SolanaWalletConnectKit,
  provider: Provider,
  session: Session,
): Promise<boolean> {
  const approved = (session.namespaces[SOLANA]?.chains ?? []) as CaipNetworkId[];
  const root = () => kit.store.getState() as RootState;
  const networks = root().chains.chains[SOLANA]?.caipNetworks ?? [];
  const active = root().chains.activeCaipNetworkId;
  const network: Network | undefined =
    networks.find((n) => n.caipNetworkId === active && approved.includes(n.caipNetworkId)) ??
    networks.find((n) => approved.includes(n.caipNetworkId));
  const loadAdapter = kit.adapters?.loadAdapter;
  if (!network || !loadAdapter) return false;
  // Requests name the kit's current Solana network while the session approved it (a switch in the
  // kit moves them along), else the network connected on.
  const cluster = () => {
    const current = root().chains.chains[SOLANA]?.networkState.caipNetworkId;
    return current && approved.includes(current) ? current : network.caipNetworkId;
  };
  const wallet = walletConnectSolanaProvider(provider, cluster);
  // The adapter validates the accounts (SPEC §5 Solana addresses) and keeps the cluster per provider.
  const adapter = await loadAdapter(SOLANA);
  await adapter.switchNetwork({ provider: wallet, network });
  const { accounts } = await adapter.connect({ provider: wallet });
  const [address] = accounts;
  if (!address) return false;
  kit.services.set(providerServiceId(SOLANA), wallet);
  const { dispatch } = kit.store;
  dispatch(chainsSlice.actions.walletNetworkSet({ namespace: SOLANA, caipNetworkId: network.caipNetworkId }));
  dispatch(
    chainsSlice.actions.approvedNetworksSet({ namespace: SOLANA, approved, supportsAllNetworks: false }),
  );
  dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: SOLANA,
      address,
      caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
      allAccounts: accounts.map((a) => ({ address: a, type: 'eoa' as const, namespace: SOLANA })),
    }),
  );
  const peer = session.peer.metadata;
  dispatch(
    connectionSlice.actions.connected({
      namespace: SOLANA,
      connectorId: WALLETCONNECT_CONNECTOR_ID,
      wallet: { name: peer.name, ...(peer.icons?.[0] ? { icon: peer.icons[0] } : {}) },
    }),
  );
  return true;
}

/** Forgets the 'solana' namespace when WalletConnect holds it (the session ended). */
export function resetSolanaSession(kit: WalletConnectKit): void {
  const state = kit.store.getState() as RootState;
  // Another connector's Solana session (the embedded wallet's provider:solana) is not ours to end.
  if (state.connection.connectorIds[SOLANA] !== WALLETCONNECT_CONNECTOR_ID) return;
  kit.services.delete(providerServiceId(SOLANA));
  kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: SOLANA }));
  kit.store.dispatch(chainsSlice.actions.accountReset({ namespace: SOLANA }));
  kit.store.dispatch(chainsSlice.actions.networkReset({ namespace: SOLANA }));
}
