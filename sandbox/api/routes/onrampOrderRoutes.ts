import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { kitQueryFields } from '../http/schemas';
import { onrampOrderAnswer, readOnrampOrder } from '../onramp/onrampOrders';
import { onrampOrderIdSchema } from '../onramp/onrampSchemas';

/** GET /v1/onramp/orders/{id}: the order the kit polls after opening the buy URL (404 when unknown). */
export const onrampOrderRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/onramp/orders/:id',
    params: z.object({ id: onrampOrderIdSchema }),
    query: z.object(kitQueryFields),
    async handle({ params, context }) {
      return { json: onrampOrderAnswer(await readOnrampOrder(context.db, params.id)) };
    },
  }),
];
