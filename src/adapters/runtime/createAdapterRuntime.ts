import type { BlockchainApi } from '../../api/createBlockchainApi';
import { trackEvent } from '../../api/trackEvent';
import { BALANCE_RETRY_BLOCK_MS, RPC_TIMEOUT_MS } from '../../core/constants/time';
import {
  AdapterNotFoundError,
  ChainAdapterNotFoundError,
  DisconnectFailedError,
  NoActiveCaipAddressError,
  RequestAbortedError,
  WalletConnectConnectorNotFoundError,
} from '../../core/errors/catalogue';
import { TOAST } from '../../core/errors/messages';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import { classifyRpcError } from '../../core/rpcErrors';
import type { ShowNotificationParameters } from '../../store/actions/showNotification';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { authSlice } from '../../store/slices/authSlice';
import { cachesSlice, type Identity, readCache, type TokenBalance } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { type ConnectedWalletInfo, connectionSlice } from '../../store/slices/connectionSlice';
import { type ConnectorInfo, type ConnectorType, connectorsSlice } from '../../store/slices/connectorsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import type { OptionsState } from '../../store/slices/optionsSlice';
import type {
  AdapterConnection,
  AdapterDescriptor,
  AdapterOptions,
  BatchCall,
  ChainAdapter,
  Eip1193Provider,
  TransactionRequest,
} from '../ChainAdapter';
import { dropZeroDecimals, walletAssetsToBalances } from './evmAssets';

// The library-neutral half of the adapters: connectors, connection rules (SPEC §4), network
// switching, balances, identity and signing. It talks to a ChainAdapter loaded on first use, so no
// SDK is imported here.

/** The slice of the kit's root state the runtime reads. */
interface RuntimeState {
  chains: ReturnType<typeof chainsSlice.reducer>;
  connection: ReturnType<typeof connectionSlice.reducer>;
  connectors: ReturnType<typeof connectorsSlice.reducer>;
  caches: ReturnType<typeof cachesSlice.reducer>;
  modal: ReturnType<typeof modalSlice.reducer>;
  options: OptionsState;
}

/** What `createAdapterRuntime` needs from the kit. */
export interface AdapterRuntimeDependencies {
  store: {
    getState(): unknown;
    dispatch(action: unknown): unknown;
    subscribe(listener: () => void): () => void;
  };
  services: ServiceRegistry;
  getApi(): Promise<BlockchainApi>;
  descriptors: readonly AdapterDescriptor[];
  showNotification(parameters: ShowNotificationParameters): void;
  /** Runs `effect` after every `chains/activeNetworkSet` (the kit's listener middleware). */
  onActiveNetworkSet(effect: (caipNetworkId: CaipNetworkId) => void): () => void;
  now?: () => number;
}

/** A wallet the runtime can connect: an announced or injected EIP-1193 provider. */
export interface ProviderConnector {
  id: string;
  type: ConnectorType;
  name: string;
  chain: ChainNamespace;
  provider: Eip1193Provider;
  icon?: string;
  rdns?: string;
}

/** Options of `connect`. */
export interface ConnectParameters {
  /** Aborts a wallet that hangs; the state is left as before. */
  signal?: AbortSignal;
}

/** The adapters' part of a kit: `kit.adapters`. */
export interface AdapterRuntime {
  /** The namespace's ChainAdapter, imported on first call. */
  loadAdapter(namespace: ChainNamespace): Promise<ChainAdapter>;
  /** Adds a connector to the store and registers its `connector:{id}` service. */
  addConnector(connector: ProviderConnector): void;
  /** Removes a connector that is not in use (connected connectors stay). */
  removeConnector(id: string): void;
  connect(connectorId: string, parameters?: ConnectParameters): Promise<void>;
  /** Restores the sessions of connectors stored as `connecting` (SPEC §4); called once the kit is ready. */
  reconnect(options?: { waitMs?: number }): Promise<void>;
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>;
  switchNetwork(network: Network): Promise<void>;
  refreshBalance(): Promise<void>;
  fetchTokenBalances(parameters?: { forceUpdate?: boolean }): Promise<TokenBalance[]>;
  fetchIdentity(address: string): Promise<Identity | undefined>;
  signMessage(message: string): Promise<string>;
  signTypedData(typedData: unknown): Promise<string>;
  sendTransaction(request: Omit<TransactionRequest, 'from'>): Promise<string>;
  waitForTransaction(hash: string): Promise<{ status: 'success' | 'reverted' }>;
  estimateGas(request: Omit<TransactionRequest, 'from'>): Promise<bigint>;
  sendCalls(calls: BatchCall[], capabilities?: object): Promise<{ id: string }>;
  getCallsStatus(id: string): Promise<unknown>;
  getCapabilities(): Promise<Record<string, unknown>>;
  dispose(): void;
}

const RECONNECT_WAIT_MS = 1000;

/** Views of the connect flow; a listener that moved on (e.g. to SIWXSignMessage) is left alone. */
const CONNECT_FLOW_VIEWS = new Set([
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]);

const isConnectFlowView = (modal: { open: boolean; history: { view: string }[] }) =>
  modal.open && CONNECT_FLOW_VIEWS.has(modal.history.at(-1)?.view ?? '');

/** Rejects when a wallet does not answer a background request within RPC_TIMEOUT_MS. */
function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestAbortedError()), RPC_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Service id of the connected provider of a namespace (read by `useAppKitProvider`). */
export const providerServiceId = (namespace: ChainNamespace) => `provider:${namespace}`;

/** Creates the adapter runtime of one kit. */
export function createAdapterRuntime(deps: AdapterRuntimeDependencies): AdapterRuntime {
  const { store, services } = deps;
  const now = deps.now ?? Date.now;
  const getState = () => store.getState() as RuntimeState;
  const dispatch = (action: unknown) => store.dispatch(action);
  const loaded = new Map<ChainNamespace, Promise<ChainAdapter>>();
  const connectors = new Map<string, ProviderConnector>();
  const subscriptions = new Map<ChainNamespace, () => void>();
  /** The chain each connected wallet is on, to tell a user switch from a wallet report. */
  const walletChains = new Map<ChainNamespace, CaipNetworkId>();
  let balanceBlockedUntil = 0;
  let pendingSwitch: Promise<void> = Promise.resolve();

  const adapterOptions = (): AdapterOptions => {
    const { options, chains } = getState();
    return {
      networks: Object.values(chains.chains).flatMap((c) => c?.caipNetworks ?? []),
      customRpcUrls: options.customRpcUrls,
      projectId: options.projectId,
      rpcServiceUrl: options.apiUrl,
    };
  };

  const track = (event: string, properties?: Record<string, unknown>) => {
    if (!getState().options.features.analytics) return;
    void deps
      .getApi()
      .then((api) => dispatch(trackEvent(api, event, properties)))
      .catch(() => undefined);
  };

  const loadAdapter = (namespace: ChainNamespace): Promise<ChainAdapter> => {
    let promise = loaded.get(namespace);
    if (!promise) {
      const descriptor = deps.descriptors.find((d) => d.namespace === namespace && d.load);
      if (!descriptor?.load) return Promise.reject(new AdapterNotFoundError());
      promise = descriptor.load().then((module) => module.default(adapterOptions()));
      // A failed chunk is retried on the next call.
      promise.catch(() => loaded.delete(namespace));
      loaded.set(namespace, promise);
    }
    return promise;
  };

  const networksOf = (namespace: ChainNamespace) => getState().chains.chains[namespace]?.caipNetworks ?? [];
  const findNetwork = (id: CaipNetworkId | undefined) =>
    id === undefined
      ? undefined
      : Object.values(getState().chains.chains)
          .flatMap((c) => c?.caipNetworks ?? [])
          .find((n) => n.caipNetworkId === id || n.deprecatedCaipNetworkId === id);

  /** The connected EVM session: namespace, provider, address, network. */
  const session = (namespace: ChainNamespace = 'eip155') => {
    const state = getState();
    const connectorId = state.connection.connectorIds[namespace];
    const connector = connectorId ? connectors.get(connectorId) : undefined;
    const address = state.chains.chains[namespace]?.accountState.address;
    if (state.connection.status[namespace] !== 'connected' || !connector || !address) {
      throw new NoActiveCaipAddressError();
    }
    const caipNetworkId = state.chains.chains[namespace]?.networkState.caipNetworkId;
    return {
      namespace,
      connector,
      provider: connector.provider,
      address,
      network: findNetwork(caipNetworkId),
    };
  };

  const explorerUrl = (network: Network | undefined, address: string) => {
    const base = network?.blockExplorers?.default.url;
    return base ? `${base.replace(/\/+$/, '')}/address/${address}` : undefined;
  };

  /** SPEC §4: UnsupportedChain opens for a network that was not requested, unless the options say no. */
  const shouldOpenUnsupported = (namespace: ChainNamespace, caipNetworkId: CaipNetworkId) => {
    const { chains, options } = getState();
    const requested = chains.chains[namespace]?.networkState.requestedCaipNetworkIds ?? [];
    return (
      !requested.includes(caipNetworkId) &&
      options.enableNetworkSwitch &&
      !options.allowUnsupportedChain &&
      !options.basic
    );
  };

  /** Token balances are per address and network: a network change drops the cached ones. */
  const clearPortfolio = (namespace: ChainNamespace) => {
    const address = getState().chains.chains[namespace]?.accountState.address;
    if (address) dispatch(cachesSlice.actions.cacheCleared({ cache: 'portfolio', key: address }));
  };

  /** Records the wallet's chain: a configured one becomes active; any other is "unsupported". */
  const applyWalletChain = (namespace: ChainNamespace, chainId: number | string): boolean => {
    const caipNetworkId = `${namespace}:${chainId}` as CaipNetworkId;
    if (walletChains.get(namespace) !== caipNetworkId) clearPortfolio(namespace);
    walletChains.set(namespace, caipNetworkId);
    const network = findNetwork(caipNetworkId);
    if (network) {
      walletChains.set(namespace, network.caipNetworkId);
      dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network.caipNetworkId }));
      return false;
    }
    dispatch(chainsSlice.actions.walletNetworkSet({ namespace, caipNetworkId }));
    return shouldOpenUnsupported(namespace, caipNetworkId);
  };

  const openUnsupportedChain = () => {
    if (getState().modal.open) dispatch(modalSlice.actions.reset({ view: 'UnsupportedChain' }));
    else dispatch(modalSlice.actions.opened({ view: 'UnsupportedChain' }));
  };

  const updateAccount = (namespace: ChainNamespace, accounts: string[]) => {
    const address = accounts[0];
    if (!address) return;
    const caipNetworkId = getState().chains.chains[namespace]?.networkState.caipNetworkId;
    const network = findNetwork(caipNetworkId);
    dispatch(
      chainsSlice.actions.accountUpdated({
        namespace,
        address,
        caipAddress: `${caipNetworkId ?? `${namespace}:0`}:${address}` as CaipAddress,
        allAccounts: accounts.map((a) => ({ address: a, type: 'eoa' as const, namespace })),
        ...(explorerUrl(network, address) ? { addressExplorerUrl: explorerUrl(network, address) } : {}),
      }),
    );
  };

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

  /** Wires a connected wallet's events to the store. */
  const subscribe = (adapter: ChainAdapter, namespace: ChainNamespace, connector: ProviderConnector) => {
    subscriptions.get(namespace)?.();
    const unsubscribe = adapter.subscribe(connector.provider, {
      accountsChanged(accounts) {
        // An empty list means the wallet locked or revoked the site: disconnected (1193-08).
        if (accounts.length === 0) forget(namespace);
        else {
          updateAccount(namespace, accounts);
          void refreshBalance().catch(() => undefined);
        }
      },
      chainChanged(chainId) {
        if (applyWalletChain(namespace, chainId)) openUnsupportedChain();
        const address = getState().chains.chains[namespace]?.accountState.address;
        if (address) updateAccount(namespace, [address]);
        void refreshBalance().catch(() => undefined);
      },
      disconnect() {
        forget(namespace);
      },
    });
    subscriptions.set(namespace, unsubscribe);
  };

  /** Stores a successful connection or reconnection. Everything is validated before the first dispatch. */
  const applyConnection = (
    adapter: ChainAdapter,
    connector: ProviderConnector,
    { accounts, chainId }: AdapterConnection,
  ): boolean => {
    const namespace = adapter.namespace;
    const unsupported = applyWalletChain(namespace, chainId);
    const wallet: ConnectedWalletInfo = {
      name: connector.name,
      id: connector.id,
      ...(connector.icon ? { icon: connector.icon } : {}),
      ...(connector.rdns ? { rdns: connector.rdns } : {}),
    };
    services.set(providerServiceId(namespace), connector.provider);
    dispatch(connectionSlice.actions.connected({ namespace, connectorId: connector.id, wallet }));
    updateAccount(namespace, accounts);
    subscribe(adapter, namespace, connector);
    return unsupported;
  };

  const connect = async (connectorId: string, { signal }: ConnectParameters = {}) => {
    const connector = connectors.get(connectorId);
    if (!connector) throw new WalletConnectConnectorNotFoundError();
    try {
      const adapter = await loadAdapter(connector.chain);
      const connection = await adapter.connect({
        provider: connector.provider,
        ...(signal ? { signal } : {}),
      });
      const unsupported = applyConnection(adapter, connector, connection);
      dispatch(
        connectorsSlice.actions.recentWalletAdded({
          id: connector.id,
          name: connector.name,
          ...(connector.rdns ? { rdns: connector.rdns } : {}),
          ...(connector.icon ? { imageUrl: connector.icon } : {}),
        }),
      );
      if (unsupported) openUnsupportedChain();
      else if (isConnectFlowView(getState().modal)) dispatch(modalSlice.actions.closed());
      track('CONNECT_SUCCESS', { method: 'browser', name: connector.name });
      await refreshBalance().catch(() => undefined);
    } catch (error) {
      track('CONNECT_ERROR', { message: classifyRpcError(error).message });
      throw error;
    }
  };

  const addConnector = (connector: ProviderConnector) => {
    const existing = connectors.get(connector.id);
    // The legacy injected provider never replaces an announced wallet that is the same object.
    if (existing && existing.type === 'ANNOUNCED' && connector.type === 'INJECTED') return;
    connectors.set(connector.id, connector);
    const info: ConnectorInfo = {
      id: connector.id,
      type: connector.type,
      name: connector.name,
      chain: connector.chain,
      ...(connector.icon ? { imageUrl: connector.icon } : {}),
      ...(connector.rdns ? { info: { rdns: connector.rdns } } : {}),
    };
    dispatch(connectorsSlice.actions.connectorAdded(info));
    services.set(`connector:${connector.id}`, {
      connect: () => connect(connector.id),
      async disconnect() {
        const adapter = await loadAdapter(connector.chain);
        await adapter.disconnect({ provider: connector.provider });
        // The store is reset by the caller (the Account view, or runtime.disconnect); the live parts go here.
        for (const [namespace, id] of Object.entries(getState().connection.connectorIds)) {
          if (id === connector.id) release(namespace as ChainNamespace);
        }
      },
    });
  };

  const removeConnector = (id: string) => {
    if (Object.values(getState().connection.connectorIds).includes(id)) return;
    connectors.delete(id);
    services.delete(`connector:${id}`);
    dispatch(connectorsSlice.actions.connectorRemoved({ id }));
  };

  const reconnectOne = async (namespace: ChainNamespace, connectorId: string, waitMs: number) => {
    const connector = connectors.get(connectorId) ?? (await waitForConnector(connectorId, waitMs));
    if (!connector) {
      dispatch(connectionSlice.actions.syncFailed({ namespace }));
      return;
    }
    try {
      const adapter = await loadAdapter(namespace);
      const connection = await adapter.reconnect({ provider: connector.provider });
      if (applyConnection(adapter, connector, connection)) openUnsupportedChain();
      await refreshBalance().catch(() => undefined);
    } catch {
      dispatch(connectionSlice.actions.syncFailed({ namespace }));
      dispatch(chainsSlice.actions.accountReset({ namespace }));
    }
  };

  /** Resolves with the connector once it is added (a late EIP-6963 announcement), or undefined. */
  const waitForConnector = (connectorId: string, waitMs: number) =>
    new Promise<ProviderConnector | undefined>((resolve) => {
      const timer = setInterval(() => {
        const found = connectors.get(connectorId);
        if (found) finish(found);
      }, 25);
      const cancel = services.setTimeout(() => finish(undefined), waitMs);
      const finish = (value: ProviderConnector | undefined) => {
        clearInterval(timer);
        cancel();
        resolve(value);
      };
      services.onDispose(() => clearInterval(timer));
    });

  const reconnect = async ({ waitMs = RECONNECT_WAIT_MS } = {}) => {
    const { connection, options } = getState();
    const stored = Object.entries(connection.connectorIds).filter(
      ([namespace]) => connection.status[namespace as ChainNamespace] === 'connecting',
    ) as [ChainNamespace, string][];
    await Promise.all(
      stored.map(([namespace, id]) => {
        const ours = deps.descriptors.some((d) => d.namespace === namespace && d.load);
        // WalletConnect sessions are restored by the WalletConnect client, not here.
        if (id.startsWith('walletConnect') || !ours) return undefined;
        if (!options.enableReconnect) {
          dispatch(connectionSlice.actions.syncFailed({ namespace }));
          return undefined;
        }
        return reconnectOne(namespace, id, waitMs);
      }),
    );
  };

  const connectorKind = (id: string | undefined): ConnectorType | undefined =>
    id ? getState().connectors.connectors.find((c) => c.id === id)?.type : undefined;

  const disconnect = async ({ namespace }: { namespace?: ChainNamespace } = {}) => {
    const { connection } = getState();
    const active = (Object.keys(connection.status) as ChainNamespace[]).filter(
      (ns) => connection.status[ns] !== 'disconnected',
    );
    const targets = new Set(namespace ? [namespace] : active);
    // SPEC §4: other chains on the same WalletConnect or embedded (auth) connection go too.
    for (const ns of [...targets]) {
      const kind = connectorKind(connection.connectorIds[ns]);
      if (kind !== 'WALLET_CONNECT' && kind !== 'AUTH') continue;
      for (const other of active)
        if (connectorKind(connection.connectorIds[other]) === kind) targets.add(other);
    }
    const ids = [
      ...new Set([...targets].map((ns) => connection.connectorIds[ns]).filter((id) => id !== undefined)),
    ];
    try {
      await Promise.all(
        ids.map((id) =>
          services.get<{ disconnect?: () => Promise<void> }>(`connector:${id}`)?.disconnect?.(),
        ),
      );
    } catch (error) {
      track('DISCONNECT_ERROR', { message: classifyRpcError(error).message });
      throw new DisconnectFailedError();
    }
    for (const ns of targets) forget(ns);
    if (
      ids.some((id) => connectorKind(id) === 'WALLET_CONNECT') ||
      connection.walletConnect.status !== 'disconnected'
    ) {
      dispatch(connectionSlice.actions.walletConnectStatusSet({ status: 'disconnected' }));
    }
    dispatch(authSlice.actions.socialProviderCleared());
    track('DISCONNECT_SUCCESS');
  };

  /** Asks the connected wallet to follow the active network; on failure the wallet's network stays active. */
  const followActiveNetwork = async (caipNetworkId: CaipNetworkId) => {
    const namespace = caipNetworkId.split(':')[0] as ChainNamespace;
    const state = getState();
    const connectorId = state.connection.connectorIds[namespace];
    const connector = connectorId ? connectors.get(connectorId) : undefined;
    const network = findNetwork(caipNetworkId);
    if (state.connection.status[namespace] !== 'connected' || !connector || !network) return;
    if (walletChains.get(namespace) === caipNetworkId) return;
    const previous = walletChains.get(namespace);
    try {
      const adapter = await loadAdapter(namespace);
      await adapter.switchNetwork({ provider: connector.provider, network });
      clearPortfolio(namespace);
      walletChains.set(namespace, caipNetworkId);
      const address = getState().chains.chains[namespace]?.accountState.address;
      if (address) updateAccount(namespace, [address]);
      track('SWITCH_NETWORK', { network: caipNetworkId });
      void refreshBalance().catch(() => undefined);
    } catch (error) {
      // Back to the network the wallet is really on.
      if (previous && findNetwork(previous))
        dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: previous }));
      else if (previous)
        dispatch(chainsSlice.actions.walletNetworkSet({ namespace, caipNetworkId: previous }));
      const { kind } = classifyRpcError(error);
      if (kind !== 'userRejected')
        deps.showNotification({ message: TOAST.chainNotSupported, variant: 'error' });
      throw error;
    }
  };

  const stopListening = deps.onActiveNetworkSet((caipNetworkId) => {
    pendingSwitch = followActiveNetwork(caipNetworkId);
    pendingSwitch.catch(() => undefined);
  });

  // The Account view shows tokens and identity: fetch them when it opens on a session of ours.
  let accountViewShown = false;
  const stopWatchingModal = store.subscribe(() => {
    const { modal, connection, chains } = getState();
    const shown = modal.open && modal.history.at(-1)?.view === 'Account';
    if (shown === accountViewShown) return;
    accountViewShown = shown;
    const namespace = chains.activeNamespace;
    const connectorId = namespace ? connection.connectorIds[namespace] : undefined;
    if (!shown || !namespace || !connectorId || !connectors.has(connectorId)) return;
    if (connection.status[namespace] !== 'connected') return;
    void fetchTokenBalances().catch(() => undefined);
    const address = chains.chains[namespace]?.accountState.address;
    if (address) void fetchIdentity(address);
  });

  const switchNetwork = async (network: Network) => {
    if (!networksOf(network.chainNamespace).some((n) => n.caipNetworkId === network.caipNetworkId)) {
      throw new ChainAdapterNotFoundError();
    }
    dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network.caipNetworkId }));
    await pendingSwitch;
  };

  const refreshBalance = async () => {
    const { address, network, namespace } = session();
    if (!network) return;
    const adapter = await loadAdapter(namespace);
    const key = `${network.caipNetworkId}:${address}`;
    const cached = readCache(getState().caches, 'balance', key, now());
    const value = cached ?? (await adapter.getBalance({ network, address }));
    if (!cached) dispatch(cachesSlice.actions.cacheSet('balance', key, value, now()));
    // The account may have changed while the balance was read.
    if (getState().chains.chains[namespace]?.accountState.address !== address) return;
    dispatch(
      chainsSlice.actions.accountUpdated({ namespace, balance: value.balance, balanceSymbol: value.symbol }),
    );
  };

  const fetchTokenBalances = async ({ forceUpdate = false } = {}): Promise<TokenBalance[]> => {
    const { address, network, namespace, provider } = session();
    if (!network) return [];
    // Keyed by address (SPEC §9, and what the Account view reads); a network change clears the entry.
    const key = address;
    const cached = forceUpdate ? undefined : readCache(getState().caches, 'portfolio', key, now());
    if (cached) return cached;
    const adapter = await loadAdapter(namespace);
    const fromWallet = await withTimeout(
      provider.request({
        method: 'wallet_getAssets',
        params: [{ account: address, chainFilter: [`0x${Number(network.id).toString(16)}`] }],
      }),
    )
      .then((result) =>
        walletAssetsToBalances(
          result,
          `0x${Number(network.id).toString(16)}`,
          network.caipNetworkId,
          adapter.formatUnits,
        ),
      )
      .catch(() => undefined);
    if (fromWallet) {
      const balances = dropZeroDecimals(fromWallet);
      dispatch(cachesSlice.actions.cacheSet('portfolio', key, balances, now()));
      return balances;
    }
    if (now() < balanceBlockedUntil) return [];
    try {
      const api = await deps.getApi();
      const result = await (
        dispatch(
          api.endpoints.getBalance.initiate(
            { address, chainId: network.caipNetworkId, ...(forceUpdate ? { forceUpdate } : {}) },
            { subscribe: false, forceRefetch: true },
          ),
        ) as { unwrap(): Promise<{ balances: TokenBalance[] }> }
      ).unwrap();
      const balances = dropZeroDecimals(Array.isArray(result?.balances) ? result.balances : []);
      dispatch(cachesSlice.actions.cacheSet('portfolio', key, balances, now()));
      return balances;
    } catch {
      balanceBlockedUntil = now() + BALANCE_RETRY_BLOCK_MS;
      deps.showNotification({ message: TOAST.tokenBalanceUnavailable, variant: 'error' });
      return [];
    }
  };

  const fetchIdentity = async (address: string): Promise<Identity | undefined> => {
    const cached = readCache(getState().caches, 'identity', address, now());
    const apply = (identity: Identity) => {
      for (const [namespace, chain] of Object.entries(getState().chains.chains)) {
        if (chain?.accountState.address?.toLowerCase() === address.toLowerCase()) {
          dispatch(
            chainsSlice.actions.accountUpdated({
              namespace: namespace as ChainNamespace,
              profileName: identity.name,
              profileImage: identity.avatar,
            }),
          );
        }
      }
      return identity;
    };
    if (cached) return apply(cached);
    try {
      const api = await deps.getApi();
      const identity = await (
        dispatch(api.endpoints.getIdentity.initiate({ address }, { subscribe: false })) as {
          unwrap(): Promise<Identity>;
        }
      ).unwrap();
      const value: Identity = {
        name: typeof identity?.name === 'string' ? identity.name : null,
        avatar: typeof identity?.avatar === 'string' ? identity.avatar : null,
      };
      dispatch(cachesSlice.actions.cacheSet('identity', address, value, now()));
      return apply(value);
    } catch {
      return undefined;
    }
  };

  /** Runs a wallet request; a rejection shows the SPEC toast and the error is rethrown. */
  const signing = async <T>(run: (adapter: ChainAdapter, s: ReturnType<typeof session>) => Promise<T>) => {
    const s = session();
    const adapter = await loadAdapter(s.namespace);
    try {
      return await run(adapter, s);
    } catch (error) {
      if (classifyRpcError(error).kind === 'userRejected') {
        const smart = getState().chains.preferredAccountTypes[s.namespace] === 'smartAccount';
        deps.showNotification({
          message: smart ? TOAST.smartAccountUnsupported : TOAST.signatureDeclined,
          variant: 'error',
        });
      }
      throw error;
    }
  };

  const requireNetwork = (network: Network | undefined) => {
    if (!network) throw new ChainAdapterNotFoundError();
    return network;
  };

  return {
    loadAdapter,
    addConnector,
    removeConnector,
    connect,
    reconnect,
    disconnect,
    switchNetwork,
    refreshBalance,
    fetchTokenBalances,
    fetchIdentity,
    signMessage: (message) =>
      signing((adapter, s) => adapter.signMessage({ provider: s.provider, address: s.address, message })),
    signTypedData: (typedData) =>
      signing((adapter, s) => adapter.signTypedData({ provider: s.provider, address: s.address, typedData })),
    sendTransaction: (request) =>
      signing((adapter, s) =>
        adapter.sendTransaction({
          provider: s.provider,
          network: requireNetwork(s.network),
          request: { ...request, from: s.address },
        }),
      ),
    async waitForTransaction(hash) {
      const s = session();
      const adapter = await loadAdapter(s.namespace);
      const result = await adapter.waitForTransaction({ network: requireNetwork(s.network), hash });
      dispatch(cachesSlice.actions.cacheCleared({ cache: 'balance' }));
      await refreshBalance().catch(() => undefined);
      return result;
    },
    async estimateGas(request) {
      const s = session();
      const adapter = await loadAdapter(s.namespace);
      return adapter.estimateGas({
        network: requireNetwork(s.network),
        request: { ...request, from: s.address },
      });
    },
    sendCalls: (calls, capabilities) =>
      signing((adapter, s) =>
        adapter.sendCalls({
          provider: s.provider,
          network: requireNetwork(s.network),
          from: s.address,
          calls,
          ...(capabilities ? { capabilities } : {}),
        }),
      ),
    getCallsStatus: (id) => signing((adapter, s) => adapter.getCallsStatus({ provider: s.provider, id })),
    getCapabilities: () =>
      signing((adapter, s) => adapter.getCapabilities({ provider: s.provider, address: s.address })),
    dispose() {
      stopListening();
      stopWatchingModal();
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
    },
  };
}
