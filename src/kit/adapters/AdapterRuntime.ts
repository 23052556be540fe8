import type {
  BatchCall,
  ChainAdapter,
  ProviderConnector,
  TransactionRequest,
} from '../../adapters/ChainAdapter';
import type { Identity, TokenBalance } from '../../api/apiTypes';
import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';

export type { ProviderConnector };

// The public shape of `kit.adapters`: each method runs one of the kit's actions (src/kit/actions/)
// once the adapter chunk is there (createAdapterRuntime.ts). A host can call the actions themselves.

/** Options of `kit.adapters.connect`. */
export interface AdapterConnectOptions {
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
  /** The `connect` action (src/kit/actions/connect.ts). */
  connect(connectorId: string, options?: AdapterConnectOptions): Promise<void>;
  /** The `reconnect` action: restores the sessions stored as `connecting` (SPEC §4). */
  reconnect(options?: { waitMs?: number }): Promise<void>;
  /** The `disconnect` action: every connected namespace, or `namespace` (plus those sharing its connection). */
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>;
  /** The `switchNetwork` action. */
  switchNetwork(network: Network): Promise<void>;
  /** The `fetchBalances` action for the native balance. */
  refreshBalance(): Promise<void>;
  /** The `fetchBalances` action for the token balances. */
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
