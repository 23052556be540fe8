import { SWAP_NATIVE_ADDRESS, type SwapToken } from './swapTypes';

// The convert API's answers (docs/sandbox-api.md, "The other /v1/convert/* routes") checked at the
// boundary: each parser returns the documented shape or undefined, so nothing unchecked reaches the
// store (the endpoints turn undefined into SwapInvalidResponseError). Addresses are accepted as CAIP-10
// ids or plain 0x addresses, as aggregators answer either.

type Loose = Record<string, unknown>;

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const UNITS = /^\d{1,78}$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isUnits = (value: unknown): value is string => typeof value === 'string' && UNITS.test(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The 0x address in `value` (a plain address or the last part of a CAIP-10 id), or undefined. */
export function plainAddress(value: unknown): `0x${string}` | undefined {
  if (typeof value !== 'string') return undefined;
  const last = value.slice(value.lastIndexOf(':') + 1);
  return EVM_ADDRESS.test(last) ? (last as `0x${string}`) : undefined;
}

/** The CAIP-10 id of `address` on `chainId` (an id already on that chain is kept, lower-cased). */
export function tokenIdOn(chainId: string, address: string): string | undefined {
  const plain = plainAddress(address);
  if (!plain) return undefined;
  if (address.includes(':') && !address.toLowerCase().startsWith(`${chainId.toLowerCase()}:`))
    return undefined;
  return `${chainId}:${plain.toLowerCase()}`;
}

/** True when `token` is the chain's native token (the 0xeeee… marker). */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.toLowerCase() === SWAP_NATIVE_ADDRESS;
}

function parseToken(chainId: string, value: unknown): SwapToken | undefined {
  if (!isObject(value)) return undefined;
  const { name, symbol, address, decimals, logoUri, price } = value;
  const id = typeof address === 'string' ? tokenIdOn(chainId, address) : undefined;
  if (!id || typeof symbol !== 'string' || !symbol) return undefined;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 77)
    return undefined;
  return {
    id,
    address: plainAddress(id) as string,
    symbol,
    name: typeof name === 'string' && name ? name : symbol,
    decimals,
    logoUri: typeof logoUri === 'string' ? logoUri : '',
    ...(isFiniteNumber(price) && price >= 0 ? { price } : {}),
  };
}

/**
 * `GET /v1/convert/tokens`: the tokens of `chainId`, native first. Entries that are not tokens of that
 * chain are left out; an answer without a `tokens` array is undefined.
 */
export function parseSwapTokens(chainId: string, answer: unknown): SwapToken[] | undefined {
  if (!isObject(answer) || !Array.isArray(answer.tokens)) return undefined;
  const tokens = answer.tokens.flatMap((entry) => parseToken(chainId, entry) ?? []);
  const seen = new Set<string>();
  const unique = tokens.filter((t) => !seen.has(t.id) && seen.add(t.id));
  return [...unique.filter(isNativeSwapToken), ...unique.filter((t) => !isNativeSwapToken(t))];
}

/** One quote of `GET /v1/convert/quotes`, before the kit adds the minimum received and its time. */
export interface SwapQuoteAnswer {
  fromAmount: string;
  toAmount: string;
  path: string[];
  priceImpact: number;
  fee: string;
}

/** `GET /v1/convert/quotes`: the first quote, or undefined (a quote of zero output is no quote). */
export function parseSwapQuote(answer: unknown): SwapQuoteAnswer | undefined {
  if (!isObject(answer) || !Array.isArray(answer.quotes)) return undefined;
  const quote: unknown = answer.quotes[0];
  if (!isObject(quote)) return undefined;
  const { fromAmount, toAmount, path, priceImpact, fee } = quote;
  if (!isUnits(fromAmount) || !isUnits(toAmount) || BigInt(toAmount) === 0n) return undefined;
  if (!Array.isArray(path) || path.length < 2 || !path.every((p) => typeof p === 'string' && plainAddress(p)))
    return undefined;
  if (!isFiniteNumber(priceImpact) || priceImpact < 0) return undefined;
  return { fromAmount, toAmount, path: path as string[], priceImpact, fee: isUnits(fee) ? fee : '0' };
}

/** `GET /v1/convert/allowance`: base units and the spender (the router). */
export function parseSwapAllowance(answer: unknown): { allowance: string; spender: string } | undefined {
  if (!isObject(answer) || !isUnits(answer.allowance)) return undefined;
  const spender = plainAddress(answer.spender);
  return spender ? { allowance: answer.allowance, spender } : undefined;
}

/** `GET /v1/convert/gas-price`: wei per gas, standard. */
export function parseSwapGasPrice(answer: unknown): string | undefined {
  return isObject(answer) && isUnits(answer.standard) ? answer.standard : undefined;
}

/** A transaction the API built, ready for the wallet (plain addresses, base units). */
export interface SwapTransactionRequest {
  to: `0x${string}`;
  data: `0x${string}`;
  value: string;
  gas?: string;
  gasPrice?: string;
}

function parseTx(value: unknown): SwapTransactionRequest | undefined {
  if (!isObject(value)) return undefined;
  const to = plainAddress(value.to);
  const { data } = value;
  const txValue = value.value ?? '0';
  if (!to || typeof data !== 'string' || !HEX_DATA.test(data) || data === '0x' || !isUnits(txValue))
    return undefined;
  const eip155 = isObject(value.eip155) ? value.eip155 : {};
  return {
    to,
    data: data as `0x${string}`,
    value: txValue,
    ...(isUnits(eip155.gas) ? { gas: eip155.gas } : {}),
    ...(isUnits(eip155.gasPrice) ? { gasPrice: eip155.gasPrice } : {}),
  };
}

/** `GET /v1/convert/build-approve`: the approval for exactly `amount`, and the spender it names. */
export function parseSwapApproval(
  answer: unknown,
): { tx: SwapTransactionRequest; spender: string; amount: string } | undefined {
  if (!isObject(answer)) return undefined;
  const tx = parseTx(answer.tx);
  const spender = plainAddress(answer.spender);
  if (!tx || !spender || !isUnits(answer.amount)) return undefined;
  return { tx, spender, amount: answer.amount };
}

/** `POST /v1/convert/build-transaction`: the router call and what it promises at least. */
export function parseSwapTransaction(
  answer: unknown,
): { tx: SwapTransactionRequest; toAmount: string; minimumReceived: string; path: string[] } | undefined {
  if (!isObject(answer)) return undefined;
  const tx = parseTx(answer.tx);
  const { toAmount, minimumReceived, path } = answer;
  if (!tx || !isUnits(toAmount) || !isUnits(minimumReceived)) return undefined;
  const route = Array.isArray(path) && path.every((p) => typeof p === 'string') ? (path as string[]) : [];
  return { tx, toAmount, minimumReceived, path: route };
}
