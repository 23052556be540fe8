import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, hexToBigInt, isHex } from 'viem';
import type { FrameChain } from './CreateFrameHostParameters';
import type { ApprovalLookups } from './describeApproval';

/** How long the card waits for any one lookup before it shows without that part. */
export const APPROVAL_LOOKUP_TIMEOUT_MS = 1500;

/** The native coin's address in the API's price requests (the usual 0xeeee...eeee convention). */
const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export interface CreateApprovalLookupsParameters {
  /** The reference API: names (`/v1/identity`) and USD prices (`/v1/fungible/price`). */
  apiUrl: string;
  projectId: string;
  chains: readonly FrameChain[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The lookups of the reference frame: names and prices from the reference API, token facts and the fee
 * from the chain's node. Every one is bounded by a timeout and answers undefined on any failure, so a
 * slow or broken service costs the card a detail, never the approval.
 */
export function createApprovalLookups({
  apiUrl,
  projectId,
  chains,
  timeoutMs = APPROVAL_LOOKUP_TIMEOUT_MS,
  fetch: fetchFn = (...args) => globalThis.fetch(...args),
}: CreateApprovalLookupsParameters): ApprovalLookups {
  const getJson = async (url: string, init?: RequestInit): Promise<unknown> => {
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${response.status}`);
    return response.json();
  };
  const bounded = async <T>(work: () => Promise<T | undefined>): Promise<T | undefined> => {
    try {
      return await work();
    } catch {
      return undefined;
    }
  };
  const rpc = async (chainId: string, method: string, params: unknown[]): Promise<unknown> => {
    const rpcUrl = chains.find((chain) => chain.caipNetworkId === chainId)?.rpcUrl;
    if (!rpcUrl) throw new Error('no node for this chain');
    const body = (await getJson(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })) as { result?: unknown; error?: unknown };
    if (body.error !== undefined) throw new Error(`${method} failed`);
    return body.result;
  };
  const hexResult = async (chainId: string, method: string, params: unknown[]): Promise<Hex> => {
    const result = await rpc(chainId, method, params);
    if (typeof result !== 'string' || !isHex(result)) throw new Error(`${method}: not hex`);
    return result;
  };

  return {
    name: (address) =>
      bounded(async () => {
        const url = new URL(`${apiUrl}/v1/identity/${encodeURIComponent(address)}`);
        url.searchParams.set('projectId', projectId);
        const body = (await getJson(url.href)) as { name?: unknown };
        // A name is shown as the recipient: only a plain, short one is taken.
        return typeof body.name === 'string' && /^[\p{L}\p{N}._-]{1,64}$/u.test(body.name)
          ? body.name
          : undefined;
      }),
    usdPrice: (chainId, token) =>
      bounded(async () => {
        const body = (await getJson(`${apiUrl}/v1/fungible/price`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            currency: 'usd',
            addresses: [`${chainId}:${token ?? NATIVE_TOKEN}`],
            projectId,
          }),
        })) as { fungibles?: Array<{ price?: unknown }> };
        const price = body.fungibles?.[0]?.price;
        return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : undefined;
      }),
    token: (chainId, address) =>
      bounded(async () => {
        const call = (functionName: 'symbol' | 'decimals') =>
          hexResult(chainId, 'eth_call', [
            { to: address, data: encodeFunctionData({ abi: erc20Abi, functionName }) },
            'latest',
          ]).then((data) => decodeFunctionResult({ abi: erc20Abi, functionName, data }));
        const [symbol, decimals] = await Promise.all([call('symbol'), call('decimals')]);
        if (typeof symbol !== 'string' || !/^[\p{L}\p{N}.$_-]{1,16}$/u.test(symbol)) return undefined;
        if (typeof decimals !== 'number' || decimals > 36) return undefined;
        return { symbol, decimals };
      }),
    fee: (chainId, from, call) =>
      bounded(async () => {
        const gas =
          call.gas && isHex(call.gas)
            ? hexToBigInt(call.gas as Hex)
            : hexToBigInt(
                await hexResult(chainId, 'eth_estimateGas', [
                  {
                    ...(from ? { from } : {}),
                    ...(call.to ? { to: call.to } : {}),
                    ...(call.value ? { value: call.value } : {}),
                    ...(call.data ? { data: call.data } : {}),
                  },
                ]),
              );
        // What the fee will likely be now, not the cap (maxFeePerGas overstates it several times).
        const price = hexToBigInt(await hexResult(chainId, 'eth_gasPrice', []));
        return gas * price;
      }),
  };
}
