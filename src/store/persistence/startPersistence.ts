import type { Reducer, Store } from '@reduxjs/toolkit';
import { type Persistor, persistReducer, persistStore } from 'redux-persist';
import { createPersistConfig, type Warn } from './createPersistConfig';
import type { AsyncKitStorage } from './kitStorage';
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

/** A running persistence: redux-persist's persistor plus a way to persist slices injected later. */
export interface Persistence {
  persistor: Persistor;
  /** Swaps a slice's plain reducer for its persisting one and rehydrates it. */
  persistSlice(entry: PersistedKey, reducer: Reducer): void;
}

/**
 * Loaded after the store exists (its own chunk: redux-persist is not needed to paint anything). Each
 * persisted slice's plain reducer is replaced by its persisting one, then `persistStore` reads storage
 * and rehydrates. Until then the slices work unpersisted, exactly as they would before rehydration.
 */
export function startPersistence(parameters: StartPersistenceParameters): Persistence {
  const { rootReducer, storage, keyPrefix, legacyKeyPrefix, warn } = parameters;
  const swap = (entry: PersistedKey, reducer: Reducer) => {
    const config = createPersistConfig(entry, storage, {
      keyPrefix,
      warn,
      ...(legacyKeyPrefix ? { legacyKeyPrefix } : {}),
    });
    rootReducer.inject(
      { reducerPath: entry.key, reducer: persistReducer(config, reducer) as Reducer },
      { overrideExisting: true },
    );
  };
  for (const { entry, reducer } of parameters.slices) swap(entry, reducer);
  const persistor = persistStore(parameters.store);
  return {
    persistor,
    persistSlice(entry, reducer) {
      swap(entry, reducer);
      persistor.persist(); // PERSIST is a no-op for slices already rehydrated
    },
  };
}
