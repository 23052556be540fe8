/** A schema change, applied once, in id order, and recorded in the `migrations` table. */
export interface Migration {
  /** Consecutive from 1; never renumber or edit an applied migration, add a new one. */
  id: number;
  name: string;
  /** One or more statements; runs in a transaction together with its `migrations` row. */
  sql: string;
}
