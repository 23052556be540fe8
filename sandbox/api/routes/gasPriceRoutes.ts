import { z } from 'zod';
import { unsupportedChain } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, kitQueryFields } from '../http/schemas';

/**
 * GET /v1/convert/gas-price: wei per gas at three speeds. `standard` is the node's eth_gasPrice; a local
 * chain has no fee market to sample, so fast and instant add 25% and 50% on top.
 */
export const gasPriceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/convert/gas-price',
    query: z.object({ ...kitQueryFields, chainId: caip2Schema }),
    async handle({ query, context }) {
      const reader = context.chains.get(query.chainId);
      if (!reader) throw unsupportedChain('Network not supported for Gas Price');
      const standard = await reader.gasPrice();
      return {
        json: {
          standard: standard.toString(),
          fast: ((standard * 125n) / 100n).toString(),
          instant: ((standard * 150n) / 100n).toString(),
        },
      };
    },
  }),
];
