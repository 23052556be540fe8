import { loadOnce } from '../adapters/runtime/loadOnce';
import { ANALYTICS_CONSENTS, type AnalyticsConsent } from '../api/analytics/analyticsEvent';
import { createAnalyticsFront } from '../api/analytics/createAnalyticsFront';
import { ANALYTICS_SERVICE_ID } from '../api/analytics/trackAnalytics';
import { type ApiLoader, createApiLoader } from '../api/createApiLoader';
import type { Features } from '../core/constants/features';
import type { AppKitEvent } from '../core/events/appKitEvents';
import { BUILT_IN_PLUGINS, siwxPlugin } from '../plugins/builtInPlugins';
import { configurePlugins, pluginsForFeatures } from '../plugins/configurePlugins';
import { createPluginRuntime, type PluginRuntime } from '../plugins/createPluginRuntime';
import { type ShowNotificationParameters, showNotification } from '../store/actions/showNotification';
import { createKitStore, type KitStore, type RootState } from '../store/createKitStore';
import { afterFirstPaint } from '../store/persistence/afterFirstPaint';
import type { KitInitialState } from '../store/persistence/kitInitialState';
import { resolveStorageNamespace } from '../store/persistence/resolveStorageNamespace';
import { API_SERVICE_ID } from '../store/services/kitServices';
import { LOGIN_REQUEST_SERVICE_ID, type LoginRequest } from '../store/services/LoginRequest';
import { WALLET_SERVICE_ID, type WalletService } from '../store/services/WalletService';
import { alertsSlice } from '../store/slices/alertsSlice';
import { chainsSlice } from '../store/slices/chainsSlice';
import { modalSlice } from '../store/slices/modalSlice';
import { optionsSlice } from '../store/slices/optionsSlice';
import { type ThemeMode, themeSlice } from '../store/slices/themeSlice';
import type { AdapterRuntime } from './adapters/AdapterRuntime';
import { createAdapterRuntime } from './adapters/createAdapterRuntime';
import type { CreateAppKitOptions } from './appKitOptions';
import { checkLocale } from './checkLocale';
import { followColorScheme } from './followColorScheme';
import { startLocales } from './followShippedLocale';
import { onSelectedChange } from './onSelectedChange';
import { openModal } from './openModal';
import { type OpenParameters, planOpen } from './openView';
import { InvalidAnalyticsConsentError, InvalidThemeModeError } from './optionErrors';
import { registerPageKit } from './pageKits';
import { createPublicStateSelector, type PublicState } from './publicState';
import { reportAlerts } from './reportAlerts';
import { type ResolvedOptions, resolveOptions } from './resolveOptions';
import { resolveThemeVariables, type ThemeVariablesOption } from './resolveThemeVariables';
import { startKitEvents } from './startKitEvents';
import { startWalletDiscovery } from './startWalletDiscovery';

export type { OpenParameters } from './openView';

/** One kit instance: its store and the imperative API a host app uses. */
export interface AppKit {
  store: KitStore['store'];
  /** The kit's blockchain API (RTK Query), loaded on first call. */
  getApi: ApiLoader;
  services: KitStore['services'];
  plugins: PluginRuntime;
  /** Wallet connection, networks, balances and signing through the configured chain adapters. */
  adapters: AdapterRuntime;
  /** Resolves once persisted state has been restored. */
  ready: Promise<void>;
  /** Opens the modal (Account when connected, else Connect) or a given view; loads its plugin if needed. */
  open(parameters?: OpenParameters): Promise<void>;
  close(): void;
  getState(): PublicState;
  /** Calls `listener` whenever the public state changes; returns the unsubscribe function. */
  subscribeState(listener: (state: PublicState) => void): () => void;
  /** AppKit's `subscribeEvents`: calls `listener` with each of AppKit's events from now on; returns the unsubscribe function. */
  subscribeEvents(listener: (event: AppKitEvent) => void): () => void;
  /** AppKit's `getEvent`: the last event, at first `{ timestamp, data: { type: 'track', event: 'MODAL_CREATED' } }`. */
  getEvent(): AppKitEvent;
  setThemeMode(mode: ThemeMode): void;
  /** Merged over the current variables; AppKit's `--w3m-*` / `--apkt-*` keys are mapped (docs/theming.md). */
  setThemeVariables(variables: ThemeVariablesOption): void;
  /**
   * Switches the UI language live (docs/i18n.md): a shipped locale's table is fetched, other locales
   * read the provider's `locales` tables; English fills any gap. Throws `InvalidLocaleError` for a
   * string that is no language tag.
   */
  setLocale(locale: string): void;
  /** Switches features at run time, registering or unregistering their plugins. */
  setFeatures(features: Partial<Features>): void;
  showNotification(parameters: ShowNotificationParameters): void;
  /**
   * Reports the visitor's analytics consent: `granted` sends held events, `pending` holds new ones,
   * `denied` drops them (docs/analytics.md).
   */
  setAnalyticsConsent(consent: AnalyticsConsent): void;
  /** Stops timers, listeners and persistence; the kit must not be used afterwards. */
  destroy(): void;
  /**
   * The state a server renders with and a browser hydrates with (React's server snapshot): the kit as
   * created, before the asynchronous restore, with `initialState` (from `cookieToInitialState`) applied.
   * Computed without changing the kit, so one kit can serve many requests.
   */
  getServerState(initialState?: KitInitialState): RootState;
}

/**
 * Creates a kit: validates options, builds its own store, registers the plugins its features switch
 * on. Call it once per app (two calls make two independent kits).
 */
export function createAppKit(input: CreateAppKitOptions): AppKit {
  const {
    options,
    networks,
    defaultCaipNetworkId,
    projectIdMissing,
    analytics: analyticsOptions,
    siwx,
  } = resolveOptions(input);
  const warn = input.onWarn ?? ((message: string) => console.warn(message));
  const { kitStore, storageNamespace } = createStoreFor(input, options, warn);
  const { store, services } = kitStore;
  const loginRequest: LoginRequest = {
    email: input.features?.email === true,
    socials: Array.isArray(input.features?.socials) && input.features.socials.length > 0,
  };
  services.set(LOGIN_REQUEST_SERVICE_ID, loginRequest);
  const loadApi = createApiLoader(kitStore);
  const plugins = createPluginRuntime(kitStore, loadApi);
  const routing = startModalRouting(kitStore);

  store.dispatch(chainsSlice.actions.chainsInitialised({ networks, defaultCaipNetworkId }));
  kitStore.applyInitialState(input.initialState);
  if (options.debug) services.onDispose(reportAlerts(store, warn));
  if (projectIdMissing) store.dispatch(alertsSlice.actions.alertRaised({ id: 'PROJECT_ID_NOT_CONFIGURED' }));
  configurePlugins({ plugins }, [
    ...pluginsForFeatures(options.features),
    ...(siwx ? [siwxPlugin(siwx)] : []),
    ...(input.plugins ?? []),
  ]);
  const getRoot = () => store.getState() as RootState;
  // Taken before anything browser-only (discovery, restore, colour scheme) changes the state: the
  // server rendered exactly this, so hydration must too.
  const serverState = getRoot();
  const selectPublicState = createPublicStateSelector();
  // Analytics posts its batches itself when the page is idle: it never loads the API chunk, so it
  // cannot compete with the modal the same click is painting (bench: click -> wallet list). Only its
  // recording front is here; the sending code is its own chunk, fetched with the first sendable event.
  const analytics = createAnalyticsFront({
    ...analyticsOptions,
    getState: getRoot,
    dispatch: (action) => store.dispatch(action),
  });
  services.set(ANALYTICS_SERVICE_ID, analytics);
  services.onDispose(() => analytics.dispose());
  const track = (event: string) => analytics.track(event);
  // MODAL_OPEN / MODAL_CLOSE from the modal's state, and what views and flows raise (kitEventRaised).
  services.onDispose(startKitEvents(kitStore, analytics));

  const adapters = createAdaptersFor(kitStore, input, loadApi, routing);
  // Plugin flows (SIWX) sign and disconnect through the registry, never through the kit.
  services.set<WalletService>(WALLET_SERVICE_ID, {
    signMessage: (message) => adapters.signMessage(message),
    disconnect: () => adapters.disconnect(),
  });
  // Wallet discovery runs in browsers only, and only for the adapters that can connect what it finds.
  // On a server nothing is discovered or reconnected (a failed sync there would wipe the stored session).
  const inBrowser = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  if (inBrowser) startWalletDiscovery(kitStore, input.adapters ?? [], adapters);
  // reconnect never rejects, except on a kit destroyed before it ran (WalletRuntimeMissingError).
  if (inBrowser && input.adapters?.some((a) => a.load))
    void kitStore.ready.then(() => adapters.reconnect()).catch(() => undefined);

  let stopColorScheme = () => {};
  const locales = startLocales(kitStore, input.locale === undefined);
  const kit: AppKit = {
    getServerState(initialState) {
      // A server renders the kit as it is now; a browser hydrates with what the server had.
      const base = inBrowser ? serverState : getRoot();
      return initialState ? kitStore.withInitialState(base, initialState) : base;
    },
    store,
    getApi: loadApi,
    services,
    plugins,
    adapters,
    ready: kitStore.ready,
    async open(parameters = {}) {
      const plan = planOpen(getRoot(), parameters, plugins.pluginForView);
      if (plan.unserved) throw (await import('./refuseView')).viewRefusal(plan.view);
      const failed = openModal(kitStore, plan); // a throw there is logged, shown and rejects (issue 24)
      if (failed) return failed;
      // A failed chunk is recorded in the plugins slice and offered for retry by the modal.
      if (plan.plugin) await plugins.load(plan.plugin).catch(() => undefined);
    },
    close() {
      if (!getRoot().modal.open) return;
      store.dispatch(modalSlice.actions.closed());
    },
    getState: () => selectPublicState(getRoot()),
    subscribeState(listener) {
      let last = kit.getState();
      return store.subscribe(() => {
        const next = kit.getState();
        if (next !== last) {
          last = next;
          listener(next);
        }
      });
    },
    setThemeMode(mode) {
      if (mode !== 'light' && mode !== 'dark') throw new InvalidThemeModeError(String(mode));
      stopColorScheme(); // the host's choice wins over the system's from now on
      store.dispatch(themeSlice.actions.themeModeSet(mode));
    },
    setThemeVariables(variables) {
      store.dispatch(themeSlice.actions.themeVariablesSet(resolveThemeVariables(variables, warn)));
    },
    setLocale(locale) {
      store.dispatch(optionsSlice.actions.localeSet(checkLocale(locale)));
      locales.chosen();
    },
    setFeatures(features) {
      store.dispatch(optionsSlice.actions.featuresSet(features));
      const wanted = new Set(pluginsForFeatures(getRoot().options.features).map((d) => d.name));
      for (const descriptor of BUILT_IN_PLUGINS) {
        if (wanted.has(descriptor.name) && !plugins.has(descriptor.name)) plugins.register(descriptor);
        if (!wanted.has(descriptor.name) && plugins.has(descriptor.name)) plugins.unregister(descriptor.name);
      }
    },
    showNotification(parameters) {
      store.dispatch(showNotification(services, parameters));
    },
    setAnalyticsConsent(consent) {
      if (!ANALYTICS_CONSENTS.includes(consent)) throw new InvalidAnalyticsConsentError(String(consent));
      analytics.setConsent(consent);
    },
    subscribeEvents: (listener) => analytics.subscribeEvents(listener),
    getEvent: () => analytics.getEvent(),
    destroy: () => destroyKit(kitStore, adapters),
  };
  if (input.themeMode === undefined) {
    stopColorScheme = followColorScheme((mode) => store.dispatch(themeSlice.actions.themeModeSet(mode)));
    services.onDispose(() => stopColorScheme());
  }
  // An adapter mirroring the kit's connection into another library (wagmi) follows it from here on.
  for (const adapter of input.adapters ?? []) adapter.followKit?.(kit);
  joinPage(kit, kitStore, storageNamespace, warn);
  track('MODAL_CREATED');
  return kit;
}

/** The kit's store, namespaced by default (from the project id) so two kits on a page never share a visitor's state. */
function createStoreFor(
  input: CreateAppKitOptions,
  options: ResolvedOptions['options'],
  warn: (message: string) => void,
) {
  const storageNamespace = resolveStorageNamespace(input);
  if (!storageNamespace)
    warn('[portico] no projectId or storageNamespace: this kit uses the shared @appkit/ storage keys');
  const kitStore = createKitStore({
    options,
    theme: {
      themeMode: input.themeMode ?? 'dark',
      themeVariables: resolveThemeVariables(input.themeVariables, warn),
    },
    ...(input.storage ? { storage: input.storage } : {}),
    ...(storageNamespace ? { storageNamespace } : {}),
    // A derived namespace takes over the un-namespaced keys of earlier versions once.
    ...(storageNamespace && !input.storageNamespace?.trim() ? { legacyKeyPrefix: '@appkit/' } : {}),
    ...(input.onWarn ? { warn: input.onWarn } : {}),
  });
  return { kitStore, storageNamespace };
}

/** `kit.adapters`: the wallet runtime, given only what it may use (it reports, the kit acts: docs/architecture.md). */
function createAdaptersFor(
  kitStore: KitStore,
  input: CreateAppKitOptions,
  loadApi: ApiLoader,
  routing: () => Promise<unknown>,
) {
  const { store, services } = kitStore;
  return createAdapterRuntime(kitStore, {
    store,
    services,
    getApi: loadApi,
    descriptors: input.adapters ?? [],
    showNotification: (parameters) => store.dispatch(showNotification(services, parameters)),
    onSelectedChange: (select, effect) => onSelectedChange(kitStore, select, effect),
    beforeStart: routing,
  });
}

/**
 * What connectors and adapters report moves the modal here, never in the adapters. Its own chunk,
 * fetched once the page has painted (within 500 ms: afterFirstPaint), off the start-up path: only the
 * lazy adapter runtime and the connectors it starts report anything, and the runtime starts after this
 * is in place (`beforeStart`, which fetches it at once if the runtime is wanted earlier). Fetched at
 * once, it landed before the button in some page loads and counted as start-up code (docs/bench.md).
 */
function startModalRouting(kitStore: KitStore): () => Promise<unknown> {
  let destroyed = false;
  kitStore.services.onDispose(() => {
    destroyed = true;
  });
  const routing = loadOnce(() =>
    import('./listeners/routeModal').then(({ routeModal }) => {
      if (!destroyed) kitStore.services.onDispose(routeModal(kitStore));
    }),
  );
  void afterFirstPaint()
    .then(routing)
    .catch(() => undefined);
  return routing;
}

/** One modal open at a time on a page: opening this kit's modal closes any other kit's. */
function joinPage(
  kit: AppKit,
  kitStore: KitStore,
  storageNamespace: string | undefined,
  warn: (message: string) => void,
) {
  const { store, services } = kitStore;
  const page = registerPageKit(
    { namespace: storageNamespace ?? '', closeModal: () => kit.close(), kit },
    warn,
  );
  let modalWasOpen = (store.getState() as RootState).modal.open;
  const stopModalWatch = store.subscribe(() => {
    const open = (store.getState() as RootState).modal.open;
    if (open && !modalWasOpen) page.modalOpened();
    modalWasOpen = open;
  });
  services.onDispose(() => {
    stopModalWatch();
    page.unregister();
  });
}

function destroyKit(kitStore: KitStore, adapters: AdapterRuntime) {
  const { store, services } = kitStore;
  // Resetting the api clears RTK Query's cache-removal timers, which would otherwise outlive the kit.
  const api = services.get<Awaited<ReturnType<ApiLoader>>>(API_SERVICE_ID);
  if (api) store.dispatch(api.util.resetApiState());
  adapters.dispose();
  services.dispose();
  for (const dispose of [...kitStore.disposers]) dispose();
  kitStore.persistor.pause();
}
