import type { Migration } from './Migration';

/**
 * Names registered by the kit (issue 14, POST /v1/profile/account): the signed message and its
 * signature are kept beside the name, so a registration can be checked again later (who signed what,
 * when). Additive: the seeded names have neither.
 */
export const nameRegistrationsMigration: Migration = {
  id: 4,
  name: 'name registrations',
  sql: `
    alter table names add column message text;
    alter table names add column signature text;
  `,
};
