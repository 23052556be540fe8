import type { UnknownAction } from '@reduxjs/toolkit';
import { PERSIST_ACTION_TYPES } from './persistActionTypes';

/** The action that applies a server-read initial state; slices treat it like redux-persist's REHYDRATE. */
export const INITIAL_STATE_APPLIED = 'portico/initialStateApplied';

/** A REHYDRATE action for one persisted key; its payload was validated by the persistence layer. */
export type RehydrateAction<T> = UnknownAction & { key: string; payload?: Partial<T> };

/**
 * Matches the REHYDRATE of one persisted slice, or the synchronous restore of an initial state (which
 * carries the same validated payload but is not redux-persist's, so it never triggers a write). Each
 * persisted slice applies its own restored fields in a reducer (rather than redux-persist merging them
 * blindly) so that derived fields stay consistent and a value that no longer fits the app's
 * configuration is ignored.
 */
export function isRehydrateOf<T>(key: string) {
  return (action: UnknownAction): action is RehydrateAction<T> =>
    (action.type === PERSIST_ACTION_TYPES.REHYDRATE || action.type === INITIAL_STATE_APPLIED) &&
    (action as { key?: unknown }).key === key;
}
