import {
  type Address,
  BaseError,
  ExecutionRevertedError,
  encodeFunctionData,
  InsufficientFundsError,
} from 'viem';
import { z } from 'zod';
import { uniswapV2RouterAbi } from '../../chain/uniswapV2Abis';
import { ApiError } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { caip10Schema } from '../http/schemas';
import {
  accountId,
  quoteSwap,
  resolveSwapPair,
  type SwapPairRequest,
  swapAmountSchema,
} from './convertRequest';

/** SPEC §9: the swap's slippage tolerance is 1 percent unless the request says otherwise. */
export const defaultSlippagePercent = 1;

/** How long the signed swap stays valid: the router refuses it after this many seconds. */
export const swapDeadlineSeconds = 1200n;

/** A percentage as a number or a decimal string (AppKit sends the constant 1), 0 to 50. */
const slippageSchema = z
  .union([
    z.number(),
    z.string().regex(/^[0-9]{1,2}(\.[0-9]{1,2})?$/, 'must be a percentage such as 1 or 0.5'),
  ])
  .transform(Number)
  .pipe(z.number().min(0, 'must be 0 or more').max(50, 'must be 50 or less'));

/**
 * POST /v1/convert/build-transaction: the Router02 swap for an exact input, quoted at the latest block,
 * with `amountOutMin` = the quote less the slippage, so the router itself reverts the swap
 * (INSUFFICIENT_OUTPUT_AMOUNT) if the price moves further before it is mined. The gas is estimated from
 * the user's account (unless `disableEstimate`); a swap that would revert now is 400 WOULD_REVERT with
 * the node's reason, so nothing is handed to a wallet that cannot succeed.
 */
export const convertTransactionRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: z.object({
      amount: swapAmountSchema,
      eip155: z.object({ slippage: slippageSchema.optional() }).optional(),
      projectId: z.string().max(200).optional(),
      from: caip10Schema,
      to: caip10Schema,
      userAddress: caip10Schema,
      disableEstimate: z.boolean().optional(),
    }),
    async handle({ body, context }) {
      const request = await resolveSwapPair(
        context,
        { from: body.from, to: body.to, user: body.userAddress },
        { from: 'body.from', to: 'body.to', user: 'body.userAddress' },
      );
      const { swap, from, to, user } = request;
      const quote = await quoteSwap(swap, from, to, body.amount);
      const slippageBasisPoints = BigInt(Math.round((body.eip155?.slippage ?? defaultSlippagePercent) * 100));
      const minimumReceived = (quote.read.amountOut * (10_000n - slippageBasisPoints)) / 10_000n;
      const deadline = quote.block.timestamp + swapDeadlineSeconds;
      const data = swapCalldata(request, body.amount, minimumReceived, quote.read.path, deadline);
      const value = from.native ? body.amount : 0n;
      const [gas, gasPrice] = await Promise.all([
        body.disableEstimate ? null : estimateSwapGas(request, data, value),
        swap.chain.gasPrice(),
      ]);
      return {
        json: {
          tx: {
            from: accountId(swap, user),
            to: accountId(swap, swap.dex.router),
            data,
            value: value.toString(),
            eip155: { gas: gas === null ? null : gas.toString(), gasPrice: gasPrice.toString() },
          },
          toAmount: quote.read.amountOut.toString(),
          minimumReceived: minimumReceived.toString(),
          path: quote.path,
        },
      };
    },
  }),
];

/** The Router02 call for the pair's kind: native in, native out, or token to token. */
function swapCalldata(
  { from, to, user }: SwapPairRequest,
  amountIn: bigint,
  amountOutMin: bigint,
  path: Address[],
  deadline: bigint,
) {
  if (from.native) {
    return encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, user, deadline],
    });
  }
  return encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName: to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
    args: [amountIn, amountOutMin, path, user, deadline],
  });
}

/**
 * eth_estimateGas from the user's account, plus 25 %: a pair writes its price accumulators only in the
 * first block of a second, so a swap estimated in the second of the pair's last trade and mined in the
 * next needs ~10,000 gas more per hop than the node estimated (an exact estimate would run out of gas).
 * A revert (or too little ETH) is the caller's 400.
 */
async function estimateSwapGas({ swap, user }: SwapPairRequest, data: `0x${string}`, value: bigint) {
  try {
    const estimate = await swap.chain.client.estimateGas({ account: user, to: swap.dex.router, data, value });
    return (estimate * 5n) / 4n;
  } catch (error) {
    const cause =
      error instanceof BaseError
        ? error.walk((e) => e instanceof ExecutionRevertedError || e instanceof InsufficientFundsError)
        : null;
    if (!(cause instanceof BaseError)) throw error;
    const reason = cause instanceof InsufficientFundsError ? 'insufficient funds' : revertReason(cause);
    throw new ApiError(400, 'WOULD_REVERT', `The swap would revert: ${reason}`);
  }
}

/** The revert string the node reported (`UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT`), else viem's words. */
function revertReason(error: BaseError): string {
  const match = /execution reverted:?\s*(.+)/i.exec(error.details ?? '');
  return (match?.[1] ?? error.shortMessage).trim();
}
