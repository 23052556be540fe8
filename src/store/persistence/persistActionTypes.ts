/**
 * The persistence action types: redux-persist's names, kept since the kit wrote its own persistence
 * (2026-11-29) so that devtools filters and hosts that watch `persist/REHYDRATE` see what they saw. The
 * kit dispatches REHYDRATE alone (`startPersistence`); the store's serializable check ignores them all.
 */
export const PERSIST_ACTION_TYPES = {
  FLUSH: 'persist/FLUSH',
  REHYDRATE: 'persist/REHYDRATE',
  PAUSE: 'persist/PAUSE',
  PERSIST: 'persist/PERSIST',
  PURGE: 'persist/PURGE',
  REGISTER: 'persist/REGISTER',
} as const;
