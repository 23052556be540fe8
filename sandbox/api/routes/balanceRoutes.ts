import { z } from 'zod';
import { readTokenBalances } from '../chain/readTokenBalances';
import { unsupportedChain } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, evmAddressSchema, kitQueryFields, queryFlagSchema } from '../http/schemas';

/** GET /v1/account/{address}/balance: native and token balances with USD values from the pools. */
export const balanceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/:address/balance',
    params: z.object({ address: evmAddressSchema }),
    query: z.object({
      ...kitQueryFields,
      currency: z.literal('usd', { error: 'only usd is supported' }).optional(),
      // Without chainId every configured chain is answered.
      chainId: caip2Schema.optional(),
      forceUpdate: queryFlagSchema,
    }),
    async handle({ params, query, context }) {
      const { chainId } = query;
      const reader = chainId === undefined ? undefined : context.chains.get(chainId);
      if (chainId !== undefined && !reader) throw unsupportedChain(`Unsupported chain: ${chainId}`);
      const readers = reader ? [reader] : [...context.chains.values()];

      const key = `${params.address.toLowerCase()}|${chainId ?? '*'}`;
      const cached = query.forceUpdate ? undefined : context.balanceCache.get(key);
      if (cached) return { json: { balances: cached } };
      const perChain = await Promise.all(
        readers.map((chain) => readTokenBalances(chain, params.address, context.publicUrl())),
      );
      const balances = perChain.flat();
      context.balanceCache.set(key, balances);
      return { json: { balances } };
    },
  }),
];
