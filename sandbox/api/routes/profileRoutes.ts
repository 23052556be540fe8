import { z } from 'zod';
import { notFound } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { kitQueryFields } from '../http/schemas';

/** A name as the kit may look it up: labels of letters, digits and hyphens joined by dots. */
const nameSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i, { error: 'must be a name such as alice.portico' });

/**
 * GET /v1/profile/account/{name} (SPEC §7, apiVersion 2): the address a name resolves to, with its
 * avatar. Names are case-insensitive. An unknown name is 404 NOT_FOUND, so the kit can tell "no such
 * name" from a failed lookup. Registration (POST /v1/profile/account) comes with the names issue.
 */
export const profileRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/profile/account/:name',
    params: z.object({ name: nameSchema }),
    query: z.object({ ...kitQueryFields, apiVersion: z.enum(['2']).optional() }),
    async handle({ params, context }) {
      const { rows } = await context.db.query<{
        name: string;
        address: string;
        chain_namespace: string;
        avatar: string | null;
      }>('select name, address, chain_namespace, avatar from names where name = $1', [
        params.name.toLowerCase(),
      ]);
      const row = rows[0];
      if (!row) throw notFound(`No address found for ${params.name}`);
      return {
        json: { name: row.name, address: row.address, namespace: row.chain_namespace, avatar: row.avatar },
      };
    },
  }),
];
