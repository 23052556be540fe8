import type { Migration } from '../../api/db/migrations/Migration';

/**
 * Issue 12 item 1: a session belongs to the (parent origin, projectId) pair it was created for; the
 * service answers for it only when asked with that same pair. Sessions from before the migration
 * have an empty pair, match no embedding, and so end (the visitor signs in again).
 * Kept apart from authMigrations so it composes with the at-rest changes made there.
 */
export const sessionBindingMigration: Migration = {
  id: 1101,
  name: 'frame_session_binding',
  sql: `
    alter table frame_sessions add column parent_origin text not null default '';
    alter table frame_sessions add column project_id text not null default '';`,
};
