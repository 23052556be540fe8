import type { ChainNamespace } from '../core/namespaces';
import type { Network } from '../core/networks/network';
import type { ConnectorType } from '../store/slices/connectorsSlice';

// The contract every chain namespace implements. This file and the descriptors are all the initial
// bundle ever holds of an adapter: the SDK-heavy implementation (viem, ethers, ...) sits behind
// `AdapterDescriptor.load` and is fetched the first time a wallet is used (docs/adapters.md).

/** An EIP-1193 provider: what injected and EIP-6963 wallets expose. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** What a wallet reported after connect or reconnect. */
export interface AdapterConnection {
  /** Checksummed addresses, the active one first. */
  accounts: string[];
  /** The chain the wallet is on (an EVM chain id, or the namespace's CAIP-2 reference). */
  chainId: number | string;
}

/** Events a wallet emits; each handler receives already validated values. */
export interface AdapterEventHandlers {
  accountsChanged(accounts: string[]): void;
  chainChanged(chainId: number | string): void;
  disconnect(error?: unknown): void;
}

/** A transaction request in chain-neutral form (amounts in the smallest unit). */
export interface TransactionRequest {
  from: string;
  to: string;
  value?: bigint;
  data?: `0x${string}`;
  gas?: bigint;
  /**
   * Solana only: move `value` base units of this SPL token (mint address, the mint's decimals) instead
   * of SOL; the Solana adapter builds the token transfer. EVM transfers encode tokens in `data`.
   */
  splToken?: SplTokenTransfer;
  /** Cosmos only: the transaction's memo (exchanges ask for one on deposits). */
  memo?: string;
  /**
   * Bitcoin only: the fee rate in sat/vB (the Send form's choice); without it the adapter asks the node.
   * Present but not a positive finite number: refused (InvalidBitcoinRequestError), never ignored.
   */
  feeRate?: number;
  /**
   * Polkadot only: `false` sends with `transferAllowDeath`, so the sender's account may fall below the
   * existential deposit and be reaped (a "send everything"); anything else keeps it alive.
   */
  keepAlive?: boolean;
}

/** The SPL token of a Solana transfer request. */
export interface SplTokenTransfer {
  mint: string;
  decimals: number;
}

/** One call of an EIP-5792 batch. */
export interface BatchCall {
  to: string;
  value?: bigint;
  data?: `0x${string}`;
}

/** Everything an adapter method needs to reach the wallet and the chain. */
export interface AdapterCallContext {
  provider: Eip1193Provider;
  /** Aborts a wallet request that hangs; the call then rejects with RequestAbortedError. */
  signal?: AbortSignal;
}

/**
 * One namespace's implementation. Wallet requests go through the given provider; chain reads go through
 * the adapter's own RPC client for the network (custom RPC URL, retries 3, timeout 10 s).
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /** The library behind it, e.g. 'viem' or 'ethers'. */
  readonly library: string;
  /** Asks the wallet for accounts (a prompt) and reads its chain. */
  connect(context: AdapterCallContext): Promise<AdapterConnection>;
  /** Restores a previous session without a prompt; rejects when the wallet no longer grants accounts. */
  reconnect(context: AdapterCallContext): Promise<AdapterConnection>;
  /** Ends the session on the wallet side where the wallet supports it (wallet_revokePermissions). */
  disconnect(context: AdapterCallContext): Promise<void>;
  getAccounts(context: AdapterCallContext): Promise<string[]>;
  getChainId(context: AdapterCallContext): Promise<number | string>;
  /** Switches the wallet's network, adding it first when the wallet does not know it (4902). */
  switchNetwork(context: AdapterCallContext & { network: Network }): Promise<void>;
  signMessage(context: AdapterCallContext & { address: string; message: string }): Promise<string>;
  signTypedData(context: AdapterCallContext & { address: string; typedData: unknown }): Promise<string>;
  sendTransaction(
    context: AdapterCallContext & { network: Network; request: TransactionRequest },
  ): Promise<string>;
  /** Waits until the transaction is mined on the network; resolves with its status. */
  waitForTransaction(parameters: {
    network: Network;
    hash: string;
  }): Promise<{ status: 'success' | 'reverted' }>;
  estimateGas(parameters: { network: Network; request: TransactionRequest }): Promise<bigint>;
  /** Native balance by RPC, formatted in the network's currency unit (e.g. "1.5"). */
  getBalance(parameters: { network: Network; address: string }): Promise<{ balance: string; symbol: string }>;
  parseUnits(value: string, decimals: number): bigint;
  formatUnits(value: bigint, decimals: number): string;
  /** EIP-5792. */
  sendCalls(
    context: AdapterCallContext & {
      network: Network;
      from: string;
      calls: BatchCall[];
      capabilities?: object;
    },
  ): Promise<{ id: string }>;
  getCallsStatus(context: AdapterCallContext & { id: string }): Promise<unknown>;
  getCapabilities(context: AdapterCallContext & { address: string }): Promise<Record<string, unknown>>;
  /** Subscribes to the wallet's events; returns the unsubscribe function (removes every listener). */
  subscribe(provider: Eip1193Provider, handlers: AdapterEventHandlers): () => void;
}

/** What the kit hands an adapter factory. */
export interface AdapterOptions {
  networks: readonly Network[];
  /** `options.customRpcUrls`: CAIP-2 id to URLs, tried before anything else. */
  customRpcUrls: Readonly<Record<string, readonly string[]>>;
  projectId: string;
  /** Base of the shared RPC service (`options.apiUrl`). */
  rpcServiceUrl: string;
}

/** The default export of an adapter chunk. */
export type AdapterFactory = (options: AdapterOptions) => ChainAdapter;

/**
 * What a host passes in `createAppKit({ adapters: [...] })`. Tiny on purpose: `namespace` is used to
 * validate the options; `load` fetches the implementation on first use.
 */
export interface AdapterDescriptor {
  namespace: ChainNamespace;
  /** Name of the library behind `load`, for diagnostics (e.g. 'viem'). */
  library?: string;
  load?: () => Promise<{ default: AdapterFactory }>;
  /**
   * The namespace's browser wallet discovery (Solana: Wallet Standard and `window.solana`), fetched
   * only in a browser and only because the host configured this adapter, so an app without the
   * namespace never loads it.
   */
  discover?: () => Promise<{ default: WalletDiscovery }>;
  /**
   * For an adapter that mirrors the kit's connection into another library (wagmi's connector): called
   * once by `createAppKit` with the kit it was given to. It follows until the kit is destroyed (it
   * registers its own `services.onDispose`); one that cannot follow destroys the kit and throws, so
   * `createAppKit` fails and leaves nothing behind. Kept to one call there: it is start-up code.
   */
  followKit?(kit: FollowedKit): void;
}

/**
 * The part of a kit an adapter may follow: its state and the flows a user would start from the modal.
 * Structural, so the adapters never import the kit (docs/architecture.md); `AppKit` satisfies it.
 */
export interface FollowedKit {
  readonly store: { getState(): unknown; subscribe(listener: () => void): () => void };
  readonly services: { get<T>(id: string): T | undefined; onDispose(fn: () => void): () => void };
  /** Resolves once persisted state is restored. */
  readonly ready: Promise<void>;
  /** The kit's public state: whether its modal is open is all an adapter reads of the modal. */
  getState(): { open: boolean };
  open(parameters?: { view?: 'Connect' }): Promise<void>;
  destroy(): void;
  readonly adapters: {
    disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>;
    switchNetwork(network: Network): Promise<void>;
  };
}

/** What a namespace's wallet discovery receives from the kit. */
export interface WalletDiscoveryContext {
  /** The page (or a test double); wallets are found on it. */
  window: Window;
  /** Adds a wallet to the lists; the same id again updates it. */
  addConnector(connector: ProviderConnector): void;
  /** Removes a wallet that went away (a connected one stays). */
  removeConnector(id: string): void;
  /** The namespace's active network (the cluster a Solana transaction names), if any. */
  network(): Network | undefined;
}

/** Starts a namespace's wallet discovery; returns the function that stops it. */
export type WalletDiscovery = (context: WalletDiscoveryContext) => () => void;

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
