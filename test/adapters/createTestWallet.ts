import { EventEmitter } from 'node:events';
import { createWalletClient, type Hex, http, type LocalAccount } from 'viem';
import type { Eip1193Provider } from '../../src/adapters/ChainAdapter';

// A test wallet for integration tests: an EIP-1193 provider backed by a viem local account that signs
// and sends on a real chain (anvil). It behaves like an extension wallet (4902 for unknown chains,
// events on switch); `overrides` make it reject, hang or answer garbage for one method.

export interface TestWalletOptions {
  account: LocalAccount;
  /** Chains the wallet knows: chain id to RPC URL. The first is the current one. */
  chains: Record<number, string>;
  /** Per-method answers that replace the wallet's own (throw to reject, never resolve to hang). */
  overrides?: Record<string, (params: unknown) => unknown>;
}

export interface TestWallet extends Eip1193Provider {
  /** Emits a provider event as an extension would. */
  emit(event: string, ...args: unknown[]): void;
  listenerCount(event: string): number;
  /** Every method requested, in order. */
  calls: string[];
  readonly chainId: number;
  overrides: Record<string, (params: unknown) => unknown>;
}

/** A rejection shaped like a wallet's ProviderRpcError. */
export const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

export function createTestWallet(options: TestWalletOptions): TestWallet {
  const emitter = new EventEmitter();
  const chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]));
  let chainId = Number(Object.keys(options.chains)[0]);
  const { account } = options;
  const bundles = new Map<string, Hex[]>();

  const rpc = async (method: string, params: unknown) => {
    const response = await fetch(chains.get(chainId)!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw rpcError(body.error.code, body.error.message);
    return body.result;
  };
  const signer = () => createWalletClient({ account, transport: http(chains.get(chainId)!) });
  const send = (tx: Record<string, string | undefined>) =>
    signer().sendTransaction({
      account,
      chain: null,
      to: tx.to as Hex,
      ...(tx.value ? { value: BigInt(tx.value) } : {}),
      ...(tx.data ? { data: tx.data as Hex } : {}),
      ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
    });

  const handlers: Record<string, (params: unknown[]) => unknown> = {
    eth_requestAccounts: () => [account.address],
    eth_accounts: () => [account.address],
    eth_chainId: () => `0x${chainId.toString(16)}`,
    wallet_switchEthereumChain: ([parameters]: unknown[]) => {
      const hex = (parameters as { chainId: string }).chainId;
      const next = Number.parseInt(hex, 16);
      if (!chains.has(next)) throw rpcError(4902, `Unrecognized chain ID "${hex}".`);
      if (next !== chainId) {
        chainId = next;
        emitter.emit('chainChanged', hex);
      }
      return null;
    },
    wallet_addEthereumChain: ([parameters]: unknown[]) => {
      const { chainId: hex, rpcUrls } = parameters as { chainId: string; rpcUrls: string[] };
      chains.set(Number.parseInt(hex, 16), rpcUrls[0]!);
      return null;
    },
    wallet_revokePermissions: () => null,
    personal_sign: ([message]: unknown[]) => account.signMessage({ message: { raw: message as Hex } }),
    eth_signTypedData_v4: ([, data]: unknown[]) =>
      account.signTypedData!(
        JSON.parse(data as string) as Parameters<NonNullable<LocalAccount['signTypedData']>>[0],
      ),
    eth_sendTransaction: ([tx]: unknown[]) => send(tx as Record<string, string>),
    wallet_getCapabilities: () => ({ [`0x${chainId.toString(16)}`]: { atomic: { status: 'unsupported' } } }),
    wallet_sendCalls: async ([bundle]: unknown[]) => {
      const { calls } = bundle as { calls: Record<string, string>[] };
      const hashes: Hex[] = [];
      for (const call of calls) hashes.push(await send(call));
      const id = `0x${(bundles.size + 1).toString(16).padStart(64, '0')}`;
      bundles.set(id, hashes);
      return { id };
    },
    wallet_getCallsStatus: async ([id]: unknown[]) => {
      const hashes = bundles.get(id as string);
      if (!hashes) throw rpcError(5730, 'Unknown bundle id');
      const receipts = await Promise.all(hashes.map((hash) => rpc('eth_getTransactionReceipt', [hash])));
      const done = receipts.every(Boolean);
      return {
        version: '2.0.0',
        id,
        chainId: `0x${chainId.toString(16)}`,
        status: done ? 200 : 100,
        atomic: false,
        receipts,
      };
    },
  };

  const wallet: TestWallet = {
    calls: [],
    overrides: { ...options.overrides },
    get chainId() {
      return chainId;
    },
    async request({ method, params }) {
      wallet.calls.push(method);
      const override = wallet.overrides[method];
      if (override) return override(params);
      const handler = handlers[method];
      if (handler) return handler((params ?? []) as unknown[]);
      if (method.startsWith('wallet_')) throw rpcError(4200, `The method ${method} is not supported`);
      return rpc(method, params);
    },
    on(event, listener) {
      emitter.on(event, listener as (...args: unknown[]) => void);
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener as (...args: unknown[]) => void);
    },
    emit: (event, ...args) => void emitter.emit(event, ...args),
    listenerCount: (event) => emitter.listenerCount(event),
  };
  return wallet;
}
