import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { kitQueryFields } from '../http/schemas';

/** GET /v1/supported-chains: the configured chains, for HTTP and websocket RPC (anvil serves both). */
export const supportedChainsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/supported-chains',
    query: z.object(kitQueryFields),
    async handle({ context }) {
      const ids = [...context.chains.keys()];
      return { json: { http: ids, ws: ids } };
    },
  }),
];
