import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { evmAddressSchema, kitQueryFields } from '../http/schemas';

/** GET /v1/identity/{address}: the name registered for an address (its oldest) and its avatar. */
export const identityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/identity/:address',
    params: z.object({ address: evmAddressSchema }),
    query: z.object({ ...kitQueryFields, sender: z.string().max(200).optional() }),
    async handle({ params, context }) {
      const { rows } = await context.db.query<{ name: string; avatar: string | null }>(
        'select name, avatar from names where address = $1 order by created_at, name limit 1',
        [params.address.toLowerCase()],
      );
      const row = rows[0];
      return { json: { name: row?.name ?? null, avatar: row?.avatar ?? null } };
    },
  }),
];
