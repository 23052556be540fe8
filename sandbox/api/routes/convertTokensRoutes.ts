import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, kitQueryFields } from '../http/schemas';
import { iconUrl } from '../icons/sandboxIcons';
import { swapChainError, swapTokenId } from './convertRequest';

/**
 * GET /v1/convert/tokens: what a chain on the swap list trades, the native token first (SPEC §3 "Swap
 * token"). Prices are the same USD prices as `fungible/price` (the NativePools' reserves); WETH is
 * priced as the native token it wraps one to one.
 */
export const convertTokensRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/convert/tokens',
    query: z.object({ ...kitQueryFields, chainId: caip2Schema }),
    async handle({ query, context }) {
      const swap = context.swaps?.get(query.chainId);
      if (!swap) throw swapChainError();
      const [tokens, prices] = await Promise.all([swap.tokens(), swap.chain.prices()]);
      const baseUrl = context.publicUrl();
      return {
        json: {
          tokens: tokens.map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: swapTokenId(swap, token),
            decimals: token.decimals,
            logoUri: iconUrl(baseUrl, token.symbol),
            eip2612: false,
            price:
              token.native || token.contract === swap.dex.weth
                ? prices.native
                : (prices.tokens.get(token.contract.toLowerCase()) ?? 0),
          })),
        },
      };
    },
  }),
];
