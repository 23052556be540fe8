import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { kitQueryFields } from '../http/schemas';

/** GET /v1/allowed-origins: origins the embedded-wallet frame accepts for a project (may hold wildcards). */
export const allowedOriginsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/allowed-origins',
    query: z.object(kitQueryFields),
    async handle({ query, context }) {
      // Rows with project id '*' apply to every project (startApi's allowedOrigins option). Sorted
      // bytewise: the default collation differs between PostgreSQL installations.
      const { rows } = await context.db.query<{ origin: string }>(
        `select origin from allowed_origins where project_id = '*' or project_id = $1
         group by origin order by origin collate "C"`,
        [query.projectId ?? ''],
      );
      return { json: { allowedOrigins: rows.map((row) => row.origin) } };
    },
  }),
];
