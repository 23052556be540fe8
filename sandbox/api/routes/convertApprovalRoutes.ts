import { encodeFunctionData, getAddress, maxUint256 } from 'viem';
import { z } from 'zod';
import { sandboxTokenAbi } from '../../chain/sandboxAbis';
import { badRequest } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { caip10Schema, kitQueryFields, queryFlagSchema } from '../http/schemas';
import {
  accountId,
  resolveSwapPair,
  resolveSwapToken,
  swapAmountSchema,
  swapTokenId,
} from './convertRequest';

/**
 * GET /v1/convert/allowance and GET /v1/convert/build-approve: what the router (the spender of every
 * swap) may take of the user's token, read from the token contract, and the `approve` that lets it take
 * exactly the swap's amount (unlimited only when asked: an open-ended approval outlives the swap).
 */
export const convertApprovalRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/convert/allowance',
    query: z.object({ ...kitQueryFields, tokenAddress: caip10Schema, userAddress: caip10Schema }),
    async handle({ query, context }) {
      const { swap, token, user } = await resolveSwapToken(
        context,
        { token: query.tokenAddress, user: query.userAddress },
        { token: 'query.tokenAddress', user: 'query.userAddress' },
      );
      const spender = getAddress(swap.dex.router);
      // The native token is sent as the transaction's value: there is nothing to approve.
      const allowance = token.native
        ? maxUint256
        : await swap.chain.client.readContract({
            address: token.contract,
            abi: sandboxTokenAbi,
            functionName: 'allowance',
            args: [user, spender],
          });
      return { json: { allowance: allowance.toString(), spender } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: z.object({
      ...kitQueryFields,
      userAddress: caip10Schema,
      from: caip10Schema,
      to: caip10Schema,
      amount: swapAmountSchema,
      unlimited: queryFlagSchema,
    }),
    async handle({ query, context }) {
      const { swap, from, user } = await resolveSwapPair(
        context,
        { from: query.from, to: query.to, user: query.userAddress },
        { from: 'query.from', to: 'query.to', user: 'query.userAddress' },
      );
      if (from.native) throw badRequest(`query.from: ${from.symbol} is sent as value and needs no approval`);
      const spender = getAddress(swap.dex.router);
      const amount = query.unlimited ? maxUint256 : query.amount;
      const gasPrice = await swap.chain.gasPrice();
      return {
        json: {
          tx: {
            from: accountId(swap, user),
            to: swapTokenId(swap, from),
            data: encodeFunctionData({
              abi: sandboxTokenAbi,
              functionName: 'approve',
              args: [spender, amount],
            }),
            value: '0',
            eip155: { gasPrice: gasPrice.toString() },
          },
          spender,
          amount: amount.toString(),
        },
      };
    },
  }),
];
