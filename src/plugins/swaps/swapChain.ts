import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { SwapChainReadError } from './swapErrors';

// The swap flow's own reads of the chain: the simulation (`eth_call` of the very transaction the
// wallet will be asked for, from the account, at the latest block) and the receipt the approval must
// have before the swap is built. They go over JSON-RPC to the network's RPC URL, chosen by the rule the
// EVM adapters follow (customRpcUrls, else the shared RPC service with chainId and projectId, else the
// network's own URL: SPEC §7), since the transaction service of the runtime offers neither call and a
// plugin may not import an adapter. A test registers its own (named as a stub) under SWAP_CHAIN_ID.

/** Service id a kit (or a test) may set to replace the JSON-RPC reader. */
export const SWAP_CHAIN_ID = 'swaps:chain';

/** How often the receipt is asked for while the transaction is pending. */
export const SWAP_RECEIPT_POLL_MS = 500;

/** How long a sent approval or swap may stay unmined before the flow gives up waiting (the tx may still land). */
export const SWAP_RECEIPT_TIMEOUT_MS = 180_000;

/** A transaction as it will be sent (plain addresses, base units). */
export interface SwapCall {
  from: string;
  to: string;
  data: `0x${string}`;
  value: string;
}

/** The simulation's outcome: it would succeed, or revert with the contract's reason ('' when none given). */
export type SwapCallResult = { ok: true } | { ok: false; reason: string };

/** What the flow reads from the chain. */
export interface SwapChain {
  call(call: SwapCall): Promise<SwapCallResult>;
  /** Resolves once `hash` is mined: `success` or `reverted`. */
  waitForReceipt(hash: string): Promise<'success' | 'reverted'>;
}

// The standard revert payloads: Error(string) and Panic(uint256).
const ERROR_SELECTOR = '08c379a0';
const PANIC_SELECTOR = '4e487b71';

/** The reason in a revert's return data (Error(string), Panic(uint256)), or '' for anything else. */
export function decodeRevertReason(data: unknown): string {
  if (typeof data !== 'string' || !/^0x[0-9a-fA-F]*$/.test(data)) return '';
  const body = data.slice(2).toLowerCase();
  if (body.startsWith(PANIC_SELECTOR) && body.length >= 8 + 64)
    return `Panic(0x${BigInt(`0x${body.slice(8, 72)}`).toString(16)})`;
  if (!body.startsWith(ERROR_SELECTOR) || body.length < 8 + 128) return '';
  const length = Number(BigInt(`0x${body.slice(72, 136)}`));
  const hex = body.slice(136, 136 + length * 2);
  if (hex.length !== length * 2) return '';
  const bytes = new Uint8Array(hex.match(/../g)?.map((byte) => Number.parseInt(byte, 16)) ?? []);
  return new TextDecoder().decode(bytes);
}

/** The RPC URL of `network` for a kit with `options` (the adapters' rule, see the top). */
export function swapRpcUrl(options: RootState['options'], network: Network): string | undefined {
  const custom = options.customRpcUrls[network.caipNetworkId]?.[0];
  if (custom) return custom;
  if (options.projectId && options.apiUrl) {
    const query = new URLSearchParams({ chainId: network.caipNetworkId, projectId: options.projectId });
    return `${options.apiUrl.replace(/\/+$/, '')}/v1/?${query}`;
  }
  return network.rpcUrls.default.http[0];
}

interface RpcAnswer {
  result?: unknown;
  error?: { code?: number; message?: string; data?: unknown };
}

async function rpc(url: string, method: string, params: unknown[]): Promise<RpcAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new SwapChainReadError(method, cause instanceof Error ? cause.name : 'fetch failed', { cause });
  }
  if (!response.ok) throw new SwapChainReadError(method, `HTTP ${response.status}`);
  const answer = (await response.json().catch(() => undefined)) as RpcAnswer | undefined;
  if (typeof answer !== 'object' || answer === null) throw new SwapChainReadError(method, 'not JSON-RPC');
  return answer;
}

/** The JSON-RPC reader of `network` (see the top); `services` holds the receipt poll's timers. */
export function createRpcSwapChain(url: string, services: ServiceRegistry): SwapChain {
  return {
    async call({ from, to, data, value }) {
      const tx = { from, to, data, value: `0x${BigInt(value).toString(16)}` };
      const answer = await rpc(url, 'eth_call', [tx, 'latest']);
      if (!answer.error) return { ok: true };
      // Nodes report a revert as code 3 (anvil, geth) with the return data, or -32000 without it.
      const { code, data: revertData } = answer.error;
      if (code === 3 || revertData !== undefined)
        return { ok: false, reason: decodeRevertReason(revertData) };
      if (code === -32000) return { ok: false, reason: '' };
      throw new SwapChainReadError('eth_call', `JSON-RPC error ${code ?? 'without code'}`);
    },
    waitForReceipt(hash) {
      const started = Date.now();
      return new Promise((resolve, reject) => {
        const poll = () => {
          rpc(url, 'eth_getTransactionReceipt', [hash]).then((answer) => {
            const receipt = answer.result as { status?: unknown } | null | undefined;
            if (receipt && typeof receipt === 'object')
              return resolve(receipt.status === '0x1' ? 'success' : 'reverted');
            if (Date.now() - started > SWAP_RECEIPT_TIMEOUT_MS)
              return reject(new SwapChainReadError('eth_getTransactionReceipt', 'no receipt in time'));
            services.setTimeout(poll, SWAP_RECEIPT_POLL_MS);
          }, reject);
        };
        poll();
      });
    },
  };
}

/** The kit's swap chain reader for the active network: a registered one (tests), else JSON-RPC. */
export function getSwapChain(
  services: ServiceRegistry,
  state: RootState,
  network: Network | undefined,
): SwapChain {
  const registered = services.get<SwapChain>(SWAP_CHAIN_ID);
  if (registered) return registered;
  const url = network ? swapRpcUrl(state.options, network) : undefined;
  if (!url) throw new SwapChainReadError('eth_call', 'the network has no RPC URL');
  return createRpcSwapChain(url, services);
}
