import { initialMigration } from './001_initial';
import type { Migration } from './Migration';

/** Every migration in id order; add new ones at the end. */
export const allMigrations: readonly Migration[] = [initialMigration];
