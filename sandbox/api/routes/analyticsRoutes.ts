import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { limitUnauthenticatedWrite } from '../http/limitUnauthenticatedWrite';

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

/** Events one POST may carry (the kit sends at most 20; the body limit applies as well). */
export const MAX_EVENTS_PER_POST = 50;

/** One event as SPEC §7 describes the body of `/e`. */
const analyticsEvent = z.object({
  eventId: z.string().min(1).max(200),
  url: z.url().max(2048),
  domain: z.string().min(1).max(255),
  timestamp: z.number().int().nonnegative(),
  props: z.record(z.string(), z.unknown()),
});

/**
 * POST /e: the kit's analytics sink (202; an event id already stored is ignored, so retries are safe).
 * The body is one event (SPEC §7) or a batch: an array of events, each validated the same way; a
 * batch is stored whole or, when any event is invalid, not at all.
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
    body: z.union([analyticsEvent, z.array(analyticsEvent).min(1).max(MAX_EVENTS_PER_POST)]),
    async handle({ query, body, context, clientAddress }) {
      await limitUnauthenticatedWrite(context, 'analytics', clientAddress);
      const events = Array.isArray(body) ? body : [body];
      // One statement for the whole batch: it is stored entirely or not at all.
      const values = events.map((_, index) => {
        const at = index * 8;
        return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8}::jsonb)`;
      });
      const { affectedRows } = await context.db.query(
        `insert into analytics_events (event_id, project_id, sdk_type, sdk_version, url, domain, event_timestamp, props)
         values ${values.join(', ')}
         on conflict (event_id) do nothing`,
        events.flatMap((event) => [
          event.eventId,
          query.projectId,
          query.st ?? null,
          query.sv ?? null,
          event.url,
          event.domain,
          event.timestamp,
          JSON.stringify(event.props),
        ]),
      );
      const duplicates = events.length - affectedRows;
      if (!Array.isArray(body)) return { status: 202, json: { accepted: true, duplicate: duplicates > 0 } };
      return { status: 202, json: { accepted: true, events: events.length, duplicates } };
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
