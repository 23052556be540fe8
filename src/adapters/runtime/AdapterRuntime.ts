import type { Identity, TokenBalance } from '../../api/apiTypes';
import type { BlockchainApi } from '../../api/createBlockchainApi';
import type { CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { ShowNotificationParameters } from '../../store/actions/showNotification';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type {
  AdapterDescriptor,
  BatchCall,
  ChainAdapter,
  ProviderConnector,
  TransactionRequest,
} from '../ChainAdapter';

export type { ProviderConnector };

// The public shape of `kit.adapters` and what it needs from the kit. The implementation is split by
// concern (createConnections, createNetworkSwitching, createBalances, createSigning) over one shared
// context (createRuntimeContext).

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
  /** Runs `effect` after every action that changes `select(state)` (the kit's listener middleware). */
  onSelectedChange(select: (state: never) => string, effect: () => void): () => void;
  /** The view the kit shows (undefined while closed): read for "refresh while shown", never set here. */
  shownView(state: unknown): string | undefined;
  /**
   * SPEC §4 disconnect: the kit's action (src/kit/actions/disconnect.ts), injected because adapters
   * never import the kit. `disconnect` runs it once the runtime has loaded and registered its connectors'
   * services, then releases what it holds for the namespaces it returns.
   */
  disconnect(parameters: { namespace?: ChainNamespace }): Promise<{ namespaces: ChainNamespace[] }>;
  /**
   * What the kit must have in place before the runtime starts (its routing of what adapters report):
   * awaited before the runtime's chunk runs, so no report is made before someone listens.
   */
  beforeStart?(): Promise<unknown>;
  now?: () => number;
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
  /** SPEC §4 disconnect: every connected namespace, or `namespace` (plus those sharing its connection). */
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
  /** The session network's gas price in wei (eth_gasPrice through the wallet; rejects after RPC_TIMEOUT_MS). */
  getGasPrice(): Promise<bigint>;
  sendCalls(calls: BatchCall[], capabilities?: object): Promise<{ id: string }>;
  getCallsStatus(id: string): Promise<unknown>;
  getCapabilities(): Promise<Record<string, unknown>>;
  dispose(): void;
}
