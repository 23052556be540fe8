import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  applyMiddleware,
  compose,
  legacy_createStore,
  type Reducer,
  type Store,
  type StoreEnhancer,
} from 'redux';
import { combineInjectable, type Injectable } from './core/combineInjectable';
import { createMiddlewareSlot } from './core/createMiddlewareSlot';
import { createWatchMiddleware } from './core/createWatchMiddleware';
import { thunkMiddleware } from './core/thunkMiddleware';
import { createServiceRegistry, type ServiceRegistry } from './createServiceRegistry';
import { afterFirstPaint } from './persistence/afterFirstPaint';
import { initialStateActions, type KitInitialState, storageKeyPrefix } from './persistence/kitInitialState';
import { createDefaultStorage, type KitStorage, toAsyncStorage } from './persistence/kitStorage';
import { PERSISTED_KEYS, type PersistedKey } from './persistence/persistedKeys';
import type { Persistence } from './persistence/startPersistence';
import type { Warn } from './persistence/storedValue';
import { sanitizeForDevTools } from './sanitizeForDevTools';
import { alertsSlice } from './slices/alertsSlice';
import { authSlice } from './slices/authSlice';
import { cachesSlice } from './slices/cachesSlice';
import { chainsSlice } from './slices/chainsSlice';
import { connectionSlice } from './slices/connectionSlice';
import { connectorsSlice } from './slices/connectorsSlice';
import { modalSlice } from './slices/modalSlice';
import { notificationsSlice } from './slices/notificationsSlice';
import { type OptionsState, optionsSlice } from './slices/optionsSlice';
import { pluginsSlice } from './slices/pluginsSlice';
import { type ThemeState, themeSlice } from './slices/themeSlice';

/**
 * Slices that plugins inject at run time. Plugins extend this interface by module augmentation:
 * `declare module '../../store/createKitStore' { interface LazyLoadedSlices { send: SendState } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by plugins through declaration merging
export interface LazyLoadedSlices {}

/** The thunk extra argument of a kit: `createAsyncThunk<R, A, { extra: KitThunkExtra }>`. */
export interface KitThunkExtra {
  services: ServiceRegistry;
}

/** What `createKitStore` needs: the resolved options and where to persist. */
export interface CreateKitStoreParameters {
  options: OptionsState;
  theme?: Partial<ThemeState>;
  /** Where persisted items go; defaults to localStorage when usable, else memory. */
  storage?: KitStorage;
  /** Extra key segment so two kits on one page can keep separate storage (`@appkit/{ns}/...`). */
  storageNamespace?: string;
  /**
   * A key prefix whose values move, once, to this kit's keys when its own are empty (the un-namespaced
   * `@appkit/` keys of earlier versions, so existing users stay connected).
   */
  legacyKeyPrefix?: string;
  /** Receives persistence warnings (corrupt values dropped); defaults to console.warn. */
  warn?: Warn;
  /** Redux DevTools instance name; defaults to the app's name. */
  devToolsName?: string;
}

/** Redux DevTools' enhancer composer, which the extension puts on the page. */
type DevToolsCompose = (options: {
  name: string;
  actionSanitizer: (action: UnknownAction) => UnknownAction;
  stateSanitizer: <S>(state: S) => S;
}) => typeof compose;

/** Redux DevTools' composer with the kit's name and secrets sanitised, or plain compose without it. */
function devToolsCompose(name: string): typeof compose {
  const devTools =
    typeof window === 'undefined'
      ? undefined
      : (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevToolsCompose })
          .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  return devTools
    ? devTools({
        name,
        actionSanitizer: (action) => sanitizeForDevTools(action),
        stateSanitizer: (state) => sanitizeForDevTools(state),
      })
    : compose;
}

/**
 * The Redux store itself: the middleware slots (the listener middleware first, as configureStore's
 * `prepend` had it; RTK Query's and plugins' last), thunks with the kit's extra argument, Redux Toolkit's
 * development checks and Redux DevTools in development builds only.
 */
function createReduxStore<State>(
  reducer: Reducer<State>,
  preloadedState: State,
  extra: KitThunkExtra,
  name: string,
) {
  const listenerSlot = createMiddlewareSlot();
  // The kit's own watches (core/createWatchMiddleware.ts), inside the listener slot: they run first.
  const watches = createWatchMiddleware();
  const checksSlot = createMiddlewareSlot();
  const dynamicMiddleware = createMiddlewareSlot();
  // Redux DevTools in development builds only (as Redux Toolkit's docs advise): a production page
  // never hands a visitor's wallet state to an extension, and starts without the sanitiser
  // (docs/architecture.md, "DevTools").
  const composeEnhancers = process.env.NODE_ENV !== 'production' ? devToolsCompose(name) : compose;
  const store = legacy_createStore(
    reducer,
    preloadedState as never,
    composeEnhancers(
      applyMiddleware(
        listenerSlot.middleware,
        watches.middleware,
        thunkMiddleware(extra),
        checksSlot.middleware,
        dynamicMiddleware.middleware,
      ),
    ) as StoreEnhancer,
  ) as Store<State> & { dispatch: ThunkDispatch<State, KitThunkExtra, UnknownAction> };
  // Development builds only: Redux Toolkit's immutability and serializability checks, loaded beside the
  // page (the first actions go unchecked; production has no such checks).
  if (process.env.NODE_ENV !== 'production')
    void import('./devChecks').then(({ devChecks }) => checksSlot.addMiddleware(...devChecks()));
  return { store, listenerSlot, dynamicMiddleware, clearWatches: watches.clear };
}

/**
 * Builds one kit's store: core slices (some persisted), lazy plugin slices, the RTK Query api,
 * middleware slots (the listener middleware's, filled by kitListener.ts when a lazy chunk first needs it;
 * RTK Query's and plugins'), DevTools with secrets sanitised. Everything is created inside this call, so
 * two kits never share reducers, middleware, api or storage state.
 *
 * Start-up code: it imports no Redux Toolkit at run time (store/core/ has the parts it needs), so a host
 * fetches Redux Toolkit with the first lazy chunk that uses it, not before the button paints (issue 30).
 */
export function createKitStore(parameters: CreateKitStoreParameters) {
  const storage = toAsyncStorage(parameters.storage ?? createDefaultStorage());
  const keyPrefix = storageKeyPrefix(parameters.storageNamespace);
  const warn = parameters.warn ?? ((message: string) => console.warn(message));

  const services: ServiceRegistry = createServiceRegistry();
  // What every thunk and listener of this kit receives besides state and dispatch: non-serialisable
  // things are reached through the registry, so plugin flows run headless with no React around.
  const extra: KitThunkExtra = { services };
  // The persisted slices start with their plain reducers; the persistence chunk swaps in the persisting
  // ones (startPersistence), so redux-persist never weighs on the page before the button paints.
  const persistedSlices = [chainsSlice, connectionSlice, connectorsSlice, authSlice, cachesSlice];
  const rootReducer = combineInjectable(
    modalSlice,
    notificationsSlice,
    alertsSlice,
    optionsSlice,
    themeSlice,
    pluginsSlice,
    ...persistedSlices,
  ).withLazyLoadedSlices<LazyLoadedSlices>();
  type State = ReturnType<typeof rootReducer>;

  const preloadedState = {
    options: parameters.options,
    theme: { ...themeSlice.getInitialState(), ...parameters.theme },
  } as State;

  const { store, listenerSlot, dynamicMiddleware, clearWatches } = createReduxStore(
    rootReducer as Reducer<State>,
    preloadedState,
    extra,
    parameters.devToolsName ?? parameters.options.metadata.name,
  );
  /** What a destroyed kit's lazily added parts (the listener middleware) stop with. */
  const disposers = new Set<() => void>([clearWatches]);

  const persistence: Promise<Persistence> = afterFirstPaint()
    .then(() => import('./persistence/startPersistence'))
    .then(({ startPersistence }) =>
      startPersistence({
        store,
        rootReducer,
        storage,
        keyPrefix,
        warn,
        ...(parameters.legacyKeyPrefix ? { legacyKeyPrefix: parameters.legacyKeyPrefix } : {}),
        slices: persistedSlices.map((slice) => ({
          entry: PERSISTED_KEYS[slice.reducerPath]!,
          reducer: slice.reducer as Reducer,
        })),
      }),
    );
  /** Resolves once every persisted slice has been read back from storage (redux-persist's bootstrap). */
  const ready = persistence.then(
    ({ persistor }) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!persistor.getState().bootstrapped) return;
          unsubscribe();
          resolve();
        };
        const unsubscribe = persistor.subscribe(check);
        check();
      }),
  );
  let paused = false;
  /** The persistor's controls the kit uses, callable before the persistence chunk has arrived. */
  const persistor = {
    /** Stops writing (a destroyed kit); also when the chunk arrives later. */
    pause(): void {
      paused = true;
      void persistence.then((running) => running.persistor.pause());
    },
    /** Resolves once pending writes have landed in storage. */
    flush: (): Promise<void> =>
      persistence.then((running) => (paused ? undefined : running.persistor.flush())),
  };

  /**
   * Injects a plugin's slice into this kit only. With `persist`, the slice is persisted under its own
   * `@appkit/` key and rehydrated as soon as the persistence chunk runs.
   */
  function injectSlice(slice: Injectable, options: { persist?: Omit<PersistedKey, 'key'> } = {}): void {
    rootReducer.inject(slice);
    const persist = options.persist;
    if (persist) {
      void persistence.then((running) =>
        running.persistSlice({ key: slice.reducerPath, ...persist }, slice.reducer as Reducer),
      );
    }
  }

  /** Restores a server-read initial state into this store, synchronously (before any render). */
  function applyInitialState(initialState: KitInitialState | undefined): void {
    for (const action of initialStateActions(initialState, keyPrefix, warn)) store.dispatch(action);
  }

  /**
   * The state `base` would be with `initialState` restored, computed by the reducers alone: the store is
   * untouched, so a kit shared by a server's requests never holds one visitor's state for another.
   */
  function withInitialState(base: RootState, initialState: KitInitialState | undefined): RootState {
    const actions = initialStateActions(initialState, keyPrefix, warn);
    return actions.reduce((state, action) => rootReducer(state, action), base);
  }

  return {
    store,
    rootReducer,
    applyInitialState,
    withInitialState,
    extra,
    listenerSlot,
    dynamicMiddleware,
    disposers,
    services,
    persistor,
    ready,
    injectSlice,
  };
}

/** One kit's store bundle. */
export type KitStore = ReturnType<typeof createKitStore>;
/** The root state of a kit (core slices, api, and whatever plugins injected). */
export type RootState = ReturnType<KitStore['rootReducer']>;
/** A kit's dispatch, thunks included. */
export type AppDispatch = KitStore['store']['dispatch'];
