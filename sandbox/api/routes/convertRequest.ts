import { type Address, type Block, getAddress } from 'viem';
import { z } from 'zod';
import { uniswapV2MaxReserve } from '../../chain/deployUniswapV2';
import type { ApiContext } from '../ApiContext';
import type { SwapReader, SwapToken } from '../chain/createSwapReader';
import { readSwapQuote, type SwapQuoteRead } from '../chain/readSwapQuote';
import { ApiError, badRequest, unsupportedChain } from '../http/ApiError';
import { type caip10Schema, evmAddressSchema, preview } from '../http/schemas';
import { nativeTokenAddress } from './fungiblePriceRoutes';

// What the /v1/convert/* routes share: their field schemas, turning token ids into the swap list's
// tokens (docs/sandbox-api.md "The other /v1/convert/* routes"), and one quote read at one block.

/** A CAIP-10 id as the request gave it, parsed (its chain and address are checked by resolveSwapPair). */
export type Caip10 = z.output<typeof caip10Schema>;

/** An amount of base units: a whole decimal number above 0 that a pool could hold (uint112). */
export const swapAmountSchema = z
  .string()
  .regex(/^[0-9]{1,78}$/, 'must be a whole number of base units, such as 1000000')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n, 'must be greater than 0')
  .refine((value) => value <= uniswapV2MaxReserve, 'is more than any pool can hold');

/** A gas price in wei, as the kit passes it along with a quote request (not needed by the quote). */
export const gasPriceSchema = z.string().regex(/^[0-9]{1,78}$/, 'must be a whole number of wei');

export const swapChainError = () => unsupportedChain('Network not supported for Swaps');

/** A request's `from` and `to` tokens and its user, resolved against the swap list. */
export interface SwapPairRequest {
  swap: SwapReader;
  from: SwapToken;
  to: SwapToken;
  user: Address;
}

/**
 * Resolves `from` (the chain and token of the request), `to` and `userAddress`: the chain must be on the
 * swap list (else UNSUPPORTED_CHAIN), every id on that chain with a well-formed address, both tokens ones
 * the chain trades, and `to` other than `from` (else BAD_REQUEST naming the field). `names` are the
 * fields as the request spelled them (`query.from`, `body.to`...).
 */
export async function resolveSwapPair(
  context: ApiContext,
  ids: { from: Caip10; to: Caip10; user: Caip10 },
  names: { from: string; to: string; user: string },
): Promise<SwapPairRequest> {
  const { swap, tokenOf, addressOf } = await swapResolver(context, ids.from, names.from);
  const from = tokenOf(ids.from, names.from);
  const to = tokenOf(ids.to, names.to);
  if (to === from) throw badRequest(`${names.to}: must differ from ${names.from}`);
  return { swap, from, to, user: addressOf(ids.user, names.user) };
}

/** As resolveSwapPair, for one token (`tokenAddress` of the allowance route) and the user. */
export async function resolveSwapToken(
  context: ApiContext,
  ids: { token: Caip10; user: Caip10 },
  names: { token: string; user: string },
): Promise<{ swap: SwapReader; token: SwapToken; user: Address }> {
  const { swap, tokenOf, addressOf } = await swapResolver(context, ids.token, names.token);
  return { swap, token: tokenOf(ids.token, names.token), user: addressOf(ids.user, names.user) };
}

/** The swap reader of `first`'s chain and the checks of ids against it. */
async function swapResolver(context: ApiContext, first: Caip10, firstName: string) {
  const swap = context.swaps?.get(first.chainId);
  if (!swap) throw swapChainError();
  const addressOf = (id: Caip10, name: string): Address => {
    if (id.chainId !== swap.caipNetworkId) {
      throw badRequest(`${name}: must be on ${swap.caipNetworkId}, the chain of ${firstName}`);
    }
    const checked = evmAddressSchema.safeParse(id.address);
    if (!checked.success) throw badRequest(`${name}: Invalid address: ${preview(id.address)}`);
    return checked.data;
  };
  const tokens = await swap.tokens();
  const tokenOf = (id: Caip10, name: string): SwapToken => {
    const address = addressOf(id, name).toLowerCase();
    const token =
      address === nativeTokenAddress
        ? tokens.find((candidate) => candidate.native)
        : tokens.find((candidate) => !candidate.native && candidate.contract.toLowerCase() === address);
    if (!token) throw badRequest(`${name}: Unknown token on ${swap.caipNetworkId}: ${preview(id.address)}`);
    return token;
  };
  return { swap, tokenOf, addressOf };
}

/** A token's id in answers: CAIP-10, checksummed, the native token on the 0xeeee… address. */
export function swapTokenId(swap: SwapReader, token: SwapToken): string {
  return `${swap.caipNetworkId}:${token.native ? nativeTokenAddress : getAddress(token.contract)}`;
}

/** An account's CAIP-10 id in answers (checksummed). */
export function accountId(swap: SwapReader, address: Address): string {
  return `${swap.caipNetworkId}:${getAddress(address)}`;
}

/** The best route for `amountIn`, read at the latest block, and that block. */
export interface SwapQuote {
  read: SwapQuoteRead;
  block: Block<bigint, false, 'latest'>;
  /** The route as token ids: `from`, the middle hop (WETH) when there is one, `to`. */
  path: string[];
}

/** Quotes at the latest block; no route with liquidity is 400 NO_LIQUIDITY. */
export async function quoteSwap(
  swap: SwapReader,
  from: SwapToken,
  to: SwapToken,
  amountIn: bigint,
): Promise<SwapQuote> {
  const block = await swap.chain.client.getBlock({ blockTag: 'latest' });
  const read = await readSwapQuote(swap.chain.client, swap.dex, {
    tokenIn: from.contract,
    tokenOut: to.contract,
    amountIn,
    blockNumber: block.number,
  });
  if (!read) throw new ApiError(400, 'NO_LIQUIDITY', 'No liquidity for this pair');
  const last = read.path.length - 1;
  const path = read.path.map((address, index) => {
    if (index === 0) return swapTokenId(swap, from);
    if (index === last) return swapTokenId(swap, to);
    return `${swap.caipNetworkId}:${getAddress(address)}`;
  });
  return { read, block, path };
}
