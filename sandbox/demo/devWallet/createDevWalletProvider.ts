import { type Address, createWalletClient, type Hex, http, isAddressEqual, isHex, numberToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { SandboxAccount } from '../../chain/sandboxAccounts';
import { createEmitter, type Listener } from './createEmitter';
import { ProviderRpcError } from './ProviderRpcError';
import { parseTypedData } from './parseTypedData';
import { proxyRpc } from './proxyRpc';
import { toProviderError } from './toProviderError';
import { toTransactionRequest } from './toTransactionRequest';

/** A chain the dev wallet can sign for and read from. */
export interface DevWalletChain {
  chainId: number;
  rpcUrl: string;
}

/** Parameters of `createDevWalletProvider`. */
export interface CreateDevWalletProviderParameters {
  /** The keys it holds; the first is selected. In the sandbox, anvil's public test keys. */
  accounts: readonly SandboxAccount[];
  /** Chains it knows; the first is the active one. */
  chains: readonly DevWalletChain[];
  /** A saved site permission, account and chain choice, as a wallet remembers them across reloads. */
  restore?: { authorized: boolean; selected: number; chain?: DevWalletChain };
}

/** The EIP-1193 `request` argument. */
export interface RequestArguments {
  method: string;
  params?: unknown;
}

/** What the wallet's user sees: whether this site is connected, which account and chain. */
export interface DevWalletState {
  authorized: boolean;
  address: Address;
  chainId: number;
  /** The active chain's node, so the chain can be saved and known again after a reload. */
  rpcUrl: string;
}

/** An EIP-1193 provider plus the controls a wallet's own UI would have (switch account, disconnect). */
export interface DevWalletProvider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): DevWalletProvider;
  removeListener(event: string, listener: Listener): DevWalletProvider;
  readonly addresses: readonly Address[];
  getState(): DevWalletState;
  /** Selects account `index`; a connected site receives accountsChanged. */
  selectAccount(index: number): void;
  /** Revokes the site's access as a user would in the wallet; the site receives accountsChanged([]). */
  disconnect(): void;
}

const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.');

/**
 * Creates a wallet that signs with local keys (viem accounts) and reads through a node's JSON-RPC.
 * It approves every request at once: it exists so that a person or a test can connect with no extension.
 * The same code runs in the demo page and, in browser tests, in Node behind an injected page shim.
 */
export function createDevWalletProvider(parameters: CreateDevWalletProviderParameters): DevWalletProvider {
  const accounts = parameters.accounts.map((a) => privateKeyToAccount(a.privateKey));
  if (accounts.length === 0) throw new Error('dev wallet: at least one account is required');
  const chains = new Map(parameters.chains.map((c) => [c.chainId, c]));
  const firstChain = parameters.chains[0];
  if (!firstChain) throw new Error('dev wallet: at least one chain is required');

  const emitter = createEmitter();
  let authorized = parameters.restore?.authorized === true;
  const restored = parameters.restore?.selected ?? 0;
  let selected = Number.isInteger(restored) && restored >= 0 && restored < accounts.length ? restored : 0;
  // A chain added by the site (the second anvil) is known again after a reload, and stays active.
  const savedChain = parameters.restore?.chain;
  if (savedChain && !chains.has(savedChain.chainId)) chains.set(savedChain.chainId, savedChain);
  let chainId = savedChain?.chainId ?? firstChain.chainId;
  const account = () => accounts[selected]!;
  const rpcUrl = () => chains.get(chainId)!.rpcUrl;
  const exposedAccounts = () => (authorized ? [account().address] : []);

  const authorize = () => {
    if (authorized) return;
    authorized = true;
    emitter.emit('accountsChanged', exposedAccounts());
  };
  // Signing requests name the account; only the connected, selected one may sign.
  const signer = (address: unknown) => {
    if (
      !authorized ||
      typeof address !== 'string' ||
      !isHex(address) ||
      !isAddressEqual(address, account().address)
    ) {
      throw unauthorized();
    }
    return account();
  };
  const permissions = () =>
    authorized
      ? [{ parentCapability: 'eth_accounts', caveats: [], date: Date.now(), invoker: location() }]
      : [];

  const methods: Record<string, (params: unknown[]) => unknown> = {
    eth_requestAccounts: () => {
      authorize();
      return exposedAccounts();
    },
    eth_accounts: () => exposedAccounts(),
    eth_coinbase: () => exposedAccounts()[0] ?? null,
    eth_chainId: () => numberToHex(chainId),
    net_version: () => String(chainId),
    wallet_requestPermissions: () => {
      authorize();
      return permissions();
    },
    wallet_getPermissions: () => permissions(),
    wallet_revokePermissions: () => {
      provider.disconnect();
      return null;
    },
    wallet_switchEthereumChain: ([target]) => {
      const wanted = Number((target as { chainId?: string } | undefined)?.chainId);
      if (!chains.has(wanted)) throw new ProviderRpcError(4902, `Unrecognized chain ID "${String(wanted)}".`);
      if (wanted !== chainId) {
        chainId = wanted;
        emitter.emit('chainChanged', numberToHex(chainId));
      }
      return null;
    },
    wallet_addEthereumChain: ([target]) => {
      const { chainId: hexId, rpcUrls } = (target ?? {}) as { chainId?: string; rpcUrls?: string[] };
      const id = Number(hexId);
      const url = rpcUrls?.[0];
      if (!Number.isSafeInteger(id) || id <= 0 || !url) {
        throw new ProviderRpcError(-32602, 'wallet_addEthereumChain: chainId and rpcUrls are required');
      }
      if (!chains.has(id)) chains.set(id, { chainId: id, rpcUrl: url });
      return null;
    },
    personal_sign: ([first, second]) => {
      // Some dapps send [address, message]; a wallet tolerates both orders.
      const [message, address] =
        isOwnAddress(first) && !isOwnAddress(second) ? [second, first] : [first, second];
      const raw = typeof message === 'string' && isHex(message) ? { raw: message as Hex } : String(message);
      return signer(address).signMessage({ message: raw });
    },
    eth_signTypedData_v4: ([address, typedData]) => signer(address).signTypedData(parseTypedData(typedData)),
    eth_sendTransaction: async ([raw]) => {
      const { from, ...transaction } = toTransactionRequest(raw);
      const local = signer(from);
      const client = createWalletClient({ account: local, transport: http(rpcUrl()) });
      // chain: null makes viem read the chain id from the node instead of checking a configured chain.
      return client.sendTransaction({ ...transaction, chain: null } as Parameters<
        typeof client.sendTransaction
      >[0]);
    },
  };
  const isOwnAddress = (value: unknown) =>
    typeof value === 'string' &&
    isHex(value) &&
    value.length === 42 &&
    accounts.some((a) => isAddressEqual(a.address, value));

  const provider: DevWalletProvider = {
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(-32600, 'request() expects { method, params }');
      }
      const params = Array.isArray(args.params)
        ? args.params
        : args.params === undefined
          ? []
          : [args.params];
      const method = methods[args.method];
      try {
        if (method) return await method(params);
        // Anything else that only a wallet can answer is unsupported; plain node reads are forwarded.
        if (/^(wallet_|eth_sign|personal_|eth_decrypt|eth_getEncryptionPublicKey)/.test(args.method)) {
          throw new ProviderRpcError(4200, `The dev wallet does not support ${args.method}.`);
        }
        return await proxyRpc(rpcUrl(), args.method, args.params);
      } catch (error) {
        throw toProviderError(error);
      }
    },
    on(event, listener) {
      emitter.on(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener);
      return provider;
    },
    addresses: accounts.map((a) => a.address),
    getState: () => ({ authorized, address: account().address, chainId, rpcUrl: rpcUrl() }),
    selectAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new RangeError(`dev wallet: no account ${index}`);
      }
      if (index === selected) return;
      selected = index;
      if (authorized) emitter.emit('accountsChanged', exposedAccounts());
    },
    disconnect() {
      if (!authorized) return;
      authorized = false;
      emitter.emit('accountsChanged', []);
    },
  };
  return provider;
}

// The origin a permission was granted to; absent in Node, where the test harness hosts the wallet.
function location(): string {
  return typeof globalThis.location === 'object' ? globalThis.location.origin : 'node';
}
