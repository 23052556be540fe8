import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';

interface AnalyticsEventRow {
  event_id: string;
  project_id: string;
  sdk_type: string | null;
  sdk_version: string | null;
  url: string;
  domain: string;
  event_timestamp: number;
  props: Record<string, unknown>;
  received_at: Date;
}

/**
 * POST /e: the kit's analytics sink (202; an event id already stored is ignored, so retries are safe).
 * GET /v1/analytics/events: stored events, oldest first, for tests and developers.
 */
export const analyticsRoutes = [
  defineRoute({
    method: 'POST',
    path: '/e',
    query: z.object({
      projectId: z.string().min(1).max(200),
      st: z.string().max(100).optional(),
      sv: z.string().max(100).optional(),
    }),
    body: z.object({
      eventId: z.string().min(1).max(200),
      url: z.url().max(2048),
      domain: z.string().min(1).max(255),
      timestamp: z.number().int().nonnegative(),
      props: z.record(z.string(), z.unknown()),
    }),
    async handle({ query, body, context }) {
      const { affectedRows } = await context.db.query(
        `insert into analytics_events (event_id, project_id, sdk_type, sdk_version, url, domain, event_timestamp, props)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
         on conflict (event_id) do nothing`,
        [
          body.eventId,
          query.projectId,
          query.st ?? null,
          query.sv ?? null,
          body.url,
          body.domain,
          body.timestamp,
          JSON.stringify(body.props),
        ],
      );
      return { status: 202, json: { accepted: true, duplicate: affectedRows === 0 } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/analytics/events',
    query: z.object({
      // Unlike the other GETs, projectId filters here; without it every project's events are listed.
      projectId: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(1000).default(100),
      st: z.string().optional(),
      sv: z.string().optional(),
    }),
    async handle({ query, context }) {
      const { rows } = await context.db.query<AnalyticsEventRow>(
        `select * from analytics_events where $1::text is null or project_id = $1 order by id limit $2`,
        [query.projectId ?? null, query.limit],
      );
      const events = rows.map((row) => ({
        eventId: row.event_id,
        projectId: row.project_id,
        sdkType: row.sdk_type,
        sdkVersion: row.sdk_version,
        url: row.url,
        domain: row.domain,
        timestamp: row.event_timestamp,
        props: row.props,
        receivedAt: new Date(row.received_at).toISOString(),
      }));
      return { json: { events } };
    },
  }),
];
