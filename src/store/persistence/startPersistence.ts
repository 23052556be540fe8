import type { Reducer, Store, UnknownAction } from 'redux';
import { createPersistConfig, type Warn } from './createPersistConfig';
import { createSliceWriter, type SliceWriter } from './createSliceWriter';
import type { AsyncKitStorage } from './kitStorage';
import { PERSIST_ACTION_TYPES } from './persistActionTypes';
import type { PersistedKey } from './persistedKeys';

/** A root reducer whose slices can be replaced at run time (`combineSlices(...).inject`). */
interface InjectableReducer {
  inject(slice: { reducerPath: string; reducer: Reducer }, config?: { overrideExisting?: boolean }): unknown;
}

/** What `startPersistence` needs: the store, its root reducer and where (and how) to persist. */
export interface StartPersistenceParameters {
  store: Store;
  rootReducer: InjectableReducer;
  storage: AsyncKitStorage;
  keyPrefix: string;
  legacyKeyPrefix?: string;
  warn: Warn;
  /** The slices persisted from the start, with the plain reducers the store was created with. */
  slices: Array<{ entry: PersistedKey; reducer: Reducer }>;
}

/** The controls of a running persistence (the subset of redux-persist's persistor the kit used). */
export interface Persistor {
  /** `bootstrapped` once every slice persisted from the start has been read back. */
  getState(): { bootstrapped: boolean };
  subscribe(listener: () => void): () => void;
  /** Stops writing (a destroyed kit); what is pending still lands. */
  pause(): void;
  /** Writes what is pending now; resolves once it has landed. */
  flush(): Promise<void>;
}

/** A running persistence: its persistor plus a way to persist slices injected later. */
export interface Persistence {
  persistor: Persistor;
  /** Swaps a slice's plain reducer for its persisting one and rehydrates it. */
  persistSlice(entry: PersistedKey, reducer: Reducer): void;
}

/** The marker a persisted slice's state carries once read back (`isRestored` looks for it). */
type Marked = Record<string, unknown> & { _persist?: { version: number; rehydrated: boolean } };

/**
 * Loaded after the store exists (its own chunk: nothing of it is needed to paint). Each persisted
 * slice's plain reducer is replaced by its persisting one, its stored state is read, and a REHYDRATE
 * action (`persist/REHYDRATE`, the type `isRehydrateOf` matches) hands it to the slice, which applies
 * its own fields. From then on every change of the slice is written (`createSliceWriter`). Until then
 * the slices work unpersisted, exactly as they would before rehydration.
 */
export function startPersistence(parameters: StartPersistenceParameters): Persistence {
  const { store, rootReducer, storage, keyPrefix, legacyKeyPrefix, warn } = parameters;
  const writers = new Map<string, SliceWriter>();
  const pending = new Set<string>();
  const listeners = new Set<() => void>();
  let bootstrapped = false;
  let paused = false;

  const persistingReducer = (key: string, version: number, base: Reducer, writer: SliceWriter): Reducer =>
    ((state: Marked | undefined, action: UnknownAction) => {
      const { _persist, ...rest } = state ?? {};
      if (action.type === PERSIST_ACTION_TYPES.REHYDRATE && (action as { key?: unknown }).key === key) {
        const next: Marked = {
          ...base(_persist ? rest : state, action),
          _persist: { version, rehydrated: true },
        };
        if (!paused) writer.update(next);
        return next;
      }
      // Not read back yet: the slice works as if it were not persisted (nothing is written over storage).
      if (!_persist) return base(state, action);
      const reduced = base(rest, action);
      if (reduced === rest) return state;
      const next: Marked = { ...reduced, _persist };
      if (!paused) writer.update(next);
      return next;
    }) as Reducer;

  const persistSlice = (entry: PersistedKey, reducer: Reducer) => {
    const config = createPersistConfig(entry, storage, {
      keyPrefix,
      warn,
      ...(legacyKeyPrefix ? { legacyKeyPrefix } : {}),
    });
    const known = writers.get(entry.key);
    const writer = known ?? createSliceWriter(config);
    writers.set(entry.key, writer);
    rootReducer.inject(
      { reducerPath: entry.key, reducer: persistingReducer(entry.key, entry.version, reducer, writer) },
      { overrideExisting: true },
    );
    // A slice persisted again (a plugin re-registered) keeps what it read back.
    if (known) return;
    pending.add(entry.key);
    void config.read().then(
      (payload) => rehydrate(entry.key, payload),
      () => rehydrate(entry.key, undefined),
    );
  };

  function rehydrate(key: string, payload: unknown) {
    store.dispatch({ type: PERSIST_ACTION_TYPES.REHYDRATE, key, payload });
    pending.delete(key);
    if (pending.size === 0) bootstrapped = true;
    for (const listener of [...listeners]) listener();
  }

  for (const { entry, reducer } of parameters.slices) persistSlice(entry, reducer);
  return {
    persistor: {
      getState: () => ({ bootstrapped }),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      pause() {
        paused = true;
      },
      flush: () => Promise.all([...writers.values()].map((writer) => writer.flush())).then(() => undefined),
    },
    persistSlice,
  };
}
