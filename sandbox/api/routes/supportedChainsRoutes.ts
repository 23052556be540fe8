import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { kitQueryFields } from '../http/schemas';

/**
 * GET /v1/supported-chains: the configured chains. The kit skips network-scoped calls (balances) for a
 * chain not listed here, so the Solana chains whose balances the API answers are listed for HTTP;
 * websockets stay the anvil chains' (the Solana chain has no websocket behind this API).
 */
export const supportedChainsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/supported-chains',
    query: z.object(kitQueryFields),
    async handle({ context }) {
      const ids = [...context.chains.keys()];
      return { json: { http: [...ids, ...(context.solanaChains?.keys() ?? [])], ws: ids } };
    },
  }),
];
