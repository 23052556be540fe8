import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import { NoActiveCaipAddressError, RequestAbortedError } from '../../core/errors/connectionErrors';
import type { CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import { unsupportedChainDetected } from '../../store/actions/adapterEvents';
import { providerServiceId } from '../../store/services/kitServices';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import type { AdapterOptions, Eip1193Provider, ProviderConnector } from '../ChainAdapter';
import { createAdapterLoader } from './createAdapterLoader';
import type { RuntimeState } from './RuntimeState';
import type { WalletRuntimeDependencies } from './WalletRuntimeDependencies';
import { createWalletChains } from './walletChains';

// What the parts of the wallet runtime share (and the kit's actions use): the store, the loaded
// adapters, the connectors it owns, the chain each wallet is on, and the SPEC §4 account / network
// bookkeeping (walletChains.ts).

/** The slice of the kit's root state the runtime reads. */
export type { RuntimeState } from './RuntimeState';

/** Service id of the connected provider of a namespace (read by `useAppKitProvider`). */
export { providerServiceId };

/** Rejects when a wallet does not answer a background request within RPC_TIMEOUT_MS. */
export function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestAbortedError()), RPC_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The connected session of a namespace, as the signing and balance parts need it. */
export interface RuntimeSession {
  namespace: ChainNamespace;
  provider: Eip1193Provider;
  address: string;
  network: Network | undefined;
}

export type RuntimeContext = ReturnType<typeof createRuntimeContext>;

/** Creates the shared context of one kit's wallet runtime. */
export function createRuntimeContext(deps: WalletRuntimeDependencies) {
  const { store, services } = deps;
  const now = deps.now ?? Date.now;
  const getState = () => store.getState() as RuntimeState;
  const dispatch = (action: unknown) => store.dispatch(action);
  /** The connectors this runtime owns (EIP-6963, injected); WalletConnect and auth register their own. */
  const connectors = new Map<string, ProviderConnector>();
  const subscriptions = new Map<ChainNamespace, () => void>();
  /** The chain each connected wallet is on, to tell a user switch from a wallet report. */
  const walletChains = new Map<ChainNamespace, CaipNetworkId>();

  const adapterOptions = (): AdapterOptions => {
    const { options, chains } = getState();
    return {
      networks: Object.values(chains.chains).flatMap((c) => c?.caipNetworks ?? []),
      customRpcUrls: options.customRpcUrls,
      projectId: options.projectId,
      rpcServiceUrl: options.apiUrl,
    };
  };

  // Each namespace's adapter, fetched on first use and disposed with the kit (createAdapterLoader.ts).
  const { loadAdapter, disposeAdapters } = createAdapterLoader(deps.descriptors, adapterOptions);

  const findNetwork = (id: CaipNetworkId | undefined) =>
    id === undefined
      ? undefined
      : Object.values(getState().chains.chains)
          .flatMap((c) => c?.caipNetworks ?? [])
          .find((n) => n.caipNetworkId === id || n.deprecatedCaipNetworkId === id);

  /**
   * The connected session of `namespace`. The provider is the runtime's own connector's, or the one a
   * connector outside the runtime (WalletConnect, the embedded wallet) registered as `provider:{ns}`.
   * Without a namespace: the active one (a Solana account sends and reads through the Solana adapter).
   */
  const session = (requested?: ChainNamespace): RuntimeSession => {
    const state = getState();
    const namespace = requested ?? state.chains.activeNamespace ?? 'eip155';
    const connectorId = state.connection.connectorIds[namespace];
    const provider =
      (connectorId ? connectors.get(connectorId)?.provider : undefined) ??
      services.get<Eip1193Provider>(providerServiceId(namespace));
    const address = state.chains.chains[namespace]?.accountState.address;
    if (state.connection.status[namespace] !== 'connected' || !provider || !address) {
      throw new NoActiveCaipAddressError();
    }
    const caipNetworkId = state.chains.chains[namespace]?.networkState.caipNetworkId;
    return { namespace, provider, address, network: findNetwork(caipNetworkId) };
  };

  const { clearPortfolio, applyWalletChain, updateAccount } = createWalletChains({
    getState,
    dispatch,
    walletChains,
    findNetwork,
  });

  /** Reports a wallet on an unsupported network; the kit shows UnsupportedChain (routeModal). */
  const reportUnsupportedChain = (namespace: ChainNamespace) =>
    dispatch(unsupportedChainDetected({ namespace }));

  /** Drops what is live for a namespace: wallet listeners, the known wallet chain, the provider service. */
  const release = (namespace: ChainNamespace) => {
    subscriptions.get(namespace)?.();
    subscriptions.delete(namespace);
    walletChains.delete(namespace);
    services.delete(providerServiceId(namespace));
  };

  /** Resets one namespace (SPEC §4 disconnect) without asking the wallet. */
  const forget = (namespace: ChainNamespace) => {
    release(namespace);
    dispatch(connectionSlice.actions.disconnected({ namespace }));
    dispatch(chainsSlice.actions.accountReset({ namespace }));
    dispatch(chainsSlice.actions.networkReset({ namespace }));
  };

  return {
    deps,
    services,
    now,
    getState,
    dispatch,
    connectors,
    subscriptions,
    walletChains,
    loadAdapter,
    disposeAdapters,
    findNetwork,
    session,
    clearPortfolio,
    applyWalletChain,
    reportUnsupportedChain,
    updateAccount,
    release,
    forget,
    /** Re-reads the native balance once the balance part is there (startWalletRuntime sets it). */
    refreshBalance: (): Promise<void> => Promise.resolve(),
  };
}
