import { z } from 'zod';
import { notFound } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { evmAddressSchema, kitQueryFields } from '../http/schemas';
import { lookupNameSchema, NAME_ZONE, suggestionCandidates } from './profileNames';
import { registerNameRoute } from './registerNameRoute';

interface NameRow {
  name: string;
  address: string;
  chain_namespace: string;
  avatar: string | null;
  attributes: Record<string, unknown> | null;
  created_at: string | Date;
}

/** A name as every profile route answers it. */
function nameAnswer(row: NameRow) {
  return { name: row.name, address: row.address, namespace: row.chain_namespace, avatar: row.avatar };
}

/**
 * The profile routes (SPEC §7): look up a name (GET /v1/profile/account/{name}, apiVersion 2), the
 * names of an address (GET /v1/profile/reverse/{address}), suggestions for a wanted name
 * (GET /v1/profile/suggestions/{name}?zone=) and registration (POST /v1/profile/account). Names are
 * case-insensitive and stored lower-cased.
 */
export const profileRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/profile/account/:name',
    params: z.object({ name: lookupNameSchema }),
    query: z.object({ ...kitQueryFields, apiVersion: z.enum(['2']).optional() }),
    async handle({ params, context }) {
      const { rows } = await context.db.query<NameRow>(
        'select name, address, chain_namespace, avatar from names where name = $1',
        [params.name.toLowerCase()],
      );
      const row = rows[0];
      // An unknown name is 404 NOT_FOUND, so the kit can tell "no such name" from a failed lookup.
      if (!row) throw notFound(`No address found for ${params.name}`);
      return { json: nameAnswer(row) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/profile/reverse/:address',
    params: z.object({ address: evmAddressSchema }),
    query: z.object({
      ...kitQueryFields,
      sender: z.string().max(200).optional(),
      apiVersion: z.enum(['2']).optional(),
    }),
    async handle({ params, context }) {
      // Oldest first, like identity's choice of the one name it shows; an address without names is [].
      const { rows } = await context.db.query<NameRow>(
        'select name, address, chain_namespace, avatar from names where address = $1 order by created_at, name',
        [params.address.toLowerCase()],
      );
      return { json: rows.map(nameAnswer) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    params: z.object({ name: lookupNameSchema }),
    query: z.object({ ...kitQueryFields, zone: z.literal(NAME_ZONE).optional() }),
    async handle({ params, context }) {
      const candidates = suggestionCandidates(params.name.split('.')[0] ?? '');
      const { rows } = await context.db.query<{ name: string }>(
        'select name from names where name = any($1)',
        [candidates],
      );
      const taken = new Set(rows.map((row) => row.name));
      return {
        json: { suggestions: candidates.filter((name) => !taken.has(name)).map((name) => ({ name })) },
      };
    },
  }),
  registerNameRoute,
];
