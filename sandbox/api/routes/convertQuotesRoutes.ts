import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { caip10Schema, kitQueryFields } from '../http/schemas';
import { gasPriceSchema, quoteSwap, resolveSwapPair, swapAmountSchema } from './convertRequest';

/**
 * GET /v1/convert/quotes: the best route for an exact input, priced by Router02's own `getAmountsOut`
 * at the latest block (direct pair or through WETH, whichever pays more), with the price impact against
 * the pairs' mid price and the pools' fee. One quote: there is one DEX.
 */
export const convertQuotesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/convert/quotes',
    query: z.object({
      ...kitQueryFields,
      amount: swapAmountSchema,
      userAddress: caip10Schema,
      from: caip10Schema,
      to: caip10Schema,
      gasPrice: gasPriceSchema.optional(),
    }),
    async handle({ query, context }) {
      const { swap, from, to } = await resolveSwapPair(
        context,
        { from: query.from, to: query.to, user: query.userAddress },
        { from: 'query.from', to: 'query.to', user: 'query.userAddress' },
      );
      const { read, path } = await quoteSwap(swap, from, to, query.amount);
      return {
        json: {
          quotes: [
            {
              fromAmount: query.amount.toString(),
              toAmount: read.amountOut.toString(),
              path,
              priceImpact: read.priceImpact,
              fee: read.fee.toString(),
            },
          ],
        },
      };
    },
  }),
];
