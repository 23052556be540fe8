import { RPC_RETRY_COUNT } from '../../core/constants/limits';
import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import { toChecksumAddress } from '../../core/eip55';
import {
  ChainIdNotFoundError,
  NoActiveCaipAddressError,
  RequestAbortedError,
} from '../../core/errors/connectionErrors';
import type { Network } from '../../core/networks/network';
import { classifyRpcError } from '../../core/rpcErrors';
import type {
  AdapterCallContext,
  AdapterConnection,
  AdapterEventHandlers,
  AdapterOptions,
  ChainAdapter,
  Eip1193Provider,
  TransactionRequest,
} from '../ChainAdapter';
import { EvmRpcUrlMissingError, InvalidEvmWalletAnswerError } from './evmErrors';

// What viem and ethers adapters share. Wallet requests are plain EIP-1193 calls (the same for every
// library); only chain reads, unit maths, signing and sending go through the library, so both adapters
// behave the same by construction.

export { RPC_RETRY_COUNT, RPC_TIMEOUT_MS };

/** `0x`-prefixed hex of an EVM chain id, as wallets expect it. */
export const toHexChainId = (id: number) => `0x${id.toString(16)}`;

/** Reads a chain id a wallet sent (hex string, decimal string or number); throws ChainIdNotFoundError. */
export function parseChainId(value: unknown): number {
  let id: number = Number.NaN;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) id = Number.parseInt(value, 16);
  else if (typeof value === 'string' && /^\d+$/.test(value)) id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ChainIdNotFoundError();
  return id;
}

/** Validates and checksums the accounts a wallet sent; throws NoActiveCaipAddressError when unusable. */
export function parseAccounts(value: unknown, { allowEmpty = false } = {}): string[] {
  if (!Array.isArray(value) || (!allowEmpty && value.length === 0)) throw new NoActiveCaipAddressError();
  try {
    return value.map((account) => toChecksumAddress(String(account)));
  } catch {
    throw new NoActiveCaipAddressError();
  }
}

/** Races `promise` against the signal; an abort rejects with RequestAbortedError. */
export function withSignal<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new RequestAbortedError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new RequestAbortedError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** One EIP-1193 request, abortable. */
export function request<T = unknown>(
  { provider, signal }: AdapterCallContext,
  method: string,
  params?: readonly unknown[] | object,
): Promise<T> {
  return withSignal(
    Promise.resolve().then(() => provider.request(params === undefined ? { method } : { method, params })),
    signal,
  ) as Promise<T>;
}

/**
 * A request that needs no user action (eth_accounts, eth_chainId): a wallet that does not answer
 * within RPC_TIMEOUT_MS is treated as aborted, so a reload never stays `connecting` forever.
 */
export function readRequest<T = unknown>(context: AdapterCallContext, method: string): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RPC_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  context.signal?.addEventListener('abort', onOuterAbort, { once: true });
  return request<T>({ provider: context.provider, signal: controller.signal }, method).finally(() => {
    clearTimeout(timer);
    context.signal?.removeEventListener('abort', onOuterAbort);
  });
}

/**
 * The RPC URL for a network: `customRpcUrls` first, then the shared RPC service (with chainId and
 * projectId) when a project id is set, then the network's own default URL.
 */
export function resolveRpcUrl(options: AdapterOptions, network: Network): string {
  const custom = options.customRpcUrls[network.caipNetworkId]?.[0];
  if (custom) return custom;
  if (options.projectId && options.rpcServiceUrl) {
    const query = new URLSearchParams({ chainId: network.caipNetworkId, projectId: options.projectId });
    return `${options.rpcServiceUrl.replace(/\/+$/, '')}/v1/?${query}`;
  }
  const own = network.rpcUrls.default.http[0];
  if (!own) throw new EvmRpcUrlMissingError(network.caipNetworkId);
  return own;
}

/** `wallet_addEthereumChain` parameters of a network (SPEC §7). */
export function addChainParameters(options: AdapterOptions, network: Network) {
  const explorer = network.blockExplorers?.default.url;
  const rpcUrls = [...(options.customRpcUrls[network.caipNetworkId] ?? network.rpcUrls.default.http)];
  return {
    chainId: toHexChainId(Number(network.id)),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls,
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  };
}

/** `wallet_switchEthereumChain`; on 4902 (or a wallet's "unrecognized chain" text) adds it, then switches. */
export async function switchEvmChain(
  options: AdapterOptions,
  context: AdapterCallContext & { network: Network },
): Promise<void> {
  const chainId = toHexChainId(Number(context.network.id));
  try {
    await request(context, 'wallet_switchEthereumChain', [{ chainId }]);
  } catch (error) {
    if (classifyRpcError(error).kind !== 'unrecognizedChain') throw error;
    await request(context, 'wallet_addEthereumChain', [addChainParameters(options, context.network)]);
    await request(context, 'wallet_switchEthereumChain', [{ chainId }]);
  }
}

/** Hex quantity for JSON-RPC. */
const hex = (value: bigint) => `0x${value.toString(16)}`;

/** The wallet-facing transaction object of eth_sendTransaction / wallet_sendCalls. */
export function toRpcTransaction(request: TransactionRequest) {
  return {
    from: request.from,
    to: request.to,
    ...(request.value !== undefined ? { value: hex(request.value) } : {}),
    ...(request.data !== undefined ? { data: request.data } : {}),
    ...(request.gas !== undefined ? { gas: hex(request.gas) } : {}),
  };
}

/** Subscribes to accountsChanged / chainChanged / disconnect; malformed payloads are ignored. */
export function subscribeEip1193(provider: Eip1193Provider, handlers: AdapterEventHandlers): () => void {
  if (typeof provider.on !== 'function') return () => undefined;
  const onAccounts = (accounts: unknown) => {
    try {
      handlers.accountsChanged(parseAccounts(accounts, { allowEmpty: true }));
    } catch {
      // A malformed event changes nothing.
    }
  };
  const onChain = (chainId: unknown) => {
    try {
      handlers.chainChanged(parseChainId(chainId));
    } catch {
      // idem
    }
  };
  const onDisconnect = (error?: unknown) => handlers.disconnect(error);
  const listeners: [string, (value: unknown) => void][] = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ];
  for (const [event, listener] of listeners) provider.on(event, listener);
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener);
  };
}

/** The parts an EVM library supplies; everything else is shared. */
export interface EvmLibraryParts {
  library: string;
  getBalance(network: Network, address: string): Promise<bigint>;
  estimateGas(network: Network, request: TransactionRequest): Promise<bigint>;
  waitForTransaction(network: Network, hash: string): Promise<'success' | 'reverted'>;
  signMessage(context: AdapterCallContext, address: string, message: string): Promise<string>;
  sendTransaction(
    context: AdapterCallContext,
    network: Network,
    request: TransactionRequest,
  ): Promise<string>;
  parseUnits(value: string, decimals: number): bigint;
  formatUnits(value: bigint, decimals: number): string;
}

/** Builds an EVM ChainAdapter from a library's parts. */
export function createEvmAdapter(options: AdapterOptions, parts: EvmLibraryParts): ChainAdapter {
  const readConnection = async (
    context: AdapterCallContext,
    accounts: unknown,
  ): Promise<AdapterConnection> => ({
    accounts: parseAccounts(accounts),
    chainId: parseChainId(await readRequest(context, 'eth_chainId')),
  });
  return {
    namespace: 'eip155',
    library: parts.library,
    async connect(context) {
      return readConnection(context, await request(context, 'eth_requestAccounts'));
    },
    async reconnect(context) {
      return readConnection(context, await readRequest(context, 'eth_accounts'));
    },
    async disconnect(context) {
      // Most wallets do not know the method; the kit forgets the session either way.
      await request(context, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined);
    },
    async getAccounts(context) {
      return parseAccounts(await readRequest(context, 'eth_accounts'), { allowEmpty: true });
    },
    async getChainId(context) {
      return parseChainId(await readRequest(context, 'eth_chainId'));
    },
    switchNetwork: (context) => switchEvmChain(options, context),
    signMessage: (context) =>
      withSignal(parts.signMessage(context, context.address, context.message), context.signal),
    async signTypedData(context) {
      const data =
        typeof context.typedData === 'string'
          ? context.typedData
          : JSON.stringify(context.typedData, bigintJson);
      const signature = await request(context, 'eth_signTypedData_v4', [context.address, data]);
      if (typeof signature !== 'string' || !/^0x[0-9a-f]+$/i.test(signature))
        throw new InvalidEvmWalletAnswerError('eth_signTypedData_v4', 'signature');
      return signature;
    },
    sendTransaction: (context) =>
      withSignal(parts.sendTransaction(context, context.network, context.request), context.signal),
    async waitForTransaction({ network, hash }) {
      return { status: await parts.waitForTransaction(network, hash) };
    },
    estimateGas: ({ network, request: tx }) => parts.estimateGas(network, tx),
    async getBalance({ network, address }) {
      const wei = await parts.getBalance(network, address);
      return {
        balance: parts.formatUnits(wei, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },
    parseUnits: parts.parseUnits,
    formatUnits: parts.formatUnits,
    async sendCalls(context) {
      const result = await request<unknown>(context, 'wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: toHexChainId(Number(context.network.id)),
          from: context.from,
          atomicRequired: false,
          calls: context.calls.map((call) => {
            const { from: _from, ...rest } = toRpcTransaction({ from: context.from, ...call });
            return rest;
          }),
          ...(context.capabilities ? { capabilities: context.capabilities } : {}),
        },
      ]);
      // EIP-5792 v1 wallets answer a bare id string, v2 an object.
      const id = typeof result === 'string' ? result : (result as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' || !id)
        throw new InvalidEvmWalletAnswerError('wallet_sendCalls', 'wallet_sendCalls result');
      return { id };
    },
    getCallsStatus: (context) => request(context, 'wallet_getCallsStatus', [context.id]),
    async getCapabilities(context) {
      const result = await request(context, 'wallet_getCapabilities', [context.address]);
      return typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : {};
    },
    subscribe: subscribeEip1193,
  };
}

/** JSON.stringify replacer for typed data holding bigints. */
function bigintJson(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value;
}
