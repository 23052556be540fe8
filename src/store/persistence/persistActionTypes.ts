/**
 * redux-persist's action types, as plain strings. The store's serializable check and the slices'
 * rehydration matchers need only these names at start-up; importing them from `redux-persist` would
 * pull the whole library into the page before the connect button paints (docs/bench.md). A test keeps
 * them equal to the library's.
 */
export const PERSIST_ACTION_TYPES = {
  FLUSH: 'persist/FLUSH',
  REHYDRATE: 'persist/REHYDRATE',
  PAUSE: 'persist/PAUSE',
  PERSIST: 'persist/PERSIST',
  PURGE: 'persist/PURGE',
  REGISTER: 'persist/REGISTER',
} as const;
