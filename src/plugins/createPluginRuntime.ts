import type { Slice } from '@reduxjs/toolkit';
import type { ApiLoader } from '../api/createApiLoader';
import { serializeError } from '../core/errors/defineError';
import type { KitStore } from '../store/createKitStore';
import { pluginsSlice } from '../store/slices/pluginsSlice';
import type { KitStartListening, PluginDescriptor, PluginModule } from './definePlugin';
import {
  DuplicatePluginError,
  MissingPluginDependencyError,
  PluginDependencyCycleError,
  PluginLoadError,
  PluginNotRegisteredError,
} from './pluginErrors';

/** The per-kit plugin runtime: registration, lazy memoised loading, injection into this kit only. */
export interface PluginRuntime {
  register(descriptor: PluginDescriptor): void;
  unregister(name: string): void;
  has(name: string): boolean;
  names(): string[];
  /** Checks that every registered plugin's dependencies are registered and acyclic. */
  validate(): void;
  /** Loads a plugin (and its dependencies first). Memoised; a failed load can simply be retried. */
  load(name: string): Promise<void>;
  /** The plugin serving a view, if any. */
  pluginForView(view: string): string | undefined;
  /** A registered plugin's descriptor (its React half is found through `loadViews`). */
  descriptor(name: string): PluginDescriptor | undefined;
  /** Strings plugins added, by locale, keys prefixed with the plugin name (`send.title`). */
  strings(locale: string): Record<string, string>;
}

/** Creates the runtime of one kit. */
export function createPluginRuntime(kit: KitStore, loadApi: ApiLoader): PluginRuntime {
  const descriptors = new Map<string, PluginDescriptor>();
  const loading = new Map<string, Promise<void>>();
  const strings = new Map<string, Record<string, string>>();
  const teardown = new Map<string, Array<() => void>>();
  /** What each registered plugin's `setup` returned, undone at unregister. */
  const undoSetup = new Map<string, () => void>();
  const { store } = kit;

  function checkDependencies(name: string, path: string[]): void {
    const descriptor = descriptors.get(name);
    if (!descriptor) throw new PluginNotRegisteredError(name);
    for (const dependency of descriptor.dependsOn ?? []) {
      if (path.includes(dependency)) throw new PluginDependencyCycleError([...path, dependency].join(' -> '));
      if (!descriptors.has(dependency)) throw new MissingPluginDependencyError(name, dependency);
      checkDependencies(dependency, [...path, dependency]);
    }
  }

  async function install(name: string, module: PluginModule): Promise<void> {
    // Only plugins that talk to the blockchain API pay for loading it.
    const api = module.injectEndpoints || module.listeners ? await loadApi() : undefined;
    for (const entry of module.slices ?? []) {
      if ('slice' in entry) kit.injectSlice(entry.slice, { persist: entry.persist });
      else kit.injectSlice(entry as Slice);
    }
    if (api) module.injectEndpoints?.(api);
    // Redux Toolkit's listener middleware is lazy code (store/kitListener.ts), like the plugin itself.
    const listener =
      api && module.listeners ? (await import('../store/kitListener')).kitListener(kit) : undefined;
    const unsubscribers =
      (api &&
        listener &&
        module.listeners?.(listener.startListening as KitStartListening, {
          api,
          services: kit.services,
        })) ??
      [];
    if (module.middleware?.length) kit.dynamicMiddleware.addMiddleware(...module.middleware);
    for (const [locale, table] of Object.entries(module.strings ?? {})) {
      const merged = strings.get(locale) ?? {};
      for (const [key, text] of Object.entries(table)) merged[`${name}.${key}`] = text;
      strings.set(locale, merged);
    }
    teardown.set(name, unsubscribers);
  }

  async function loadOnce(name: string): Promise<void> {
    const descriptor = descriptors.get(name);
    if (!descriptor) throw new PluginNotRegisteredError(name);
    for (const dependency of descriptor.dependsOn ?? []) await runtime.load(dependency);
    store.dispatch(pluginsSlice.actions.loadStarted({ name }));
    let module: PluginModule;
    try {
      const loaded = await descriptor.load();
      module = 'default' in loaded && loaded.default ? loaded.default : (loaded as PluginModule);
    } catch (cause) {
      const error = new PluginLoadError(name, { cause });
      store.dispatch(pluginsSlice.actions.loadFailed({ name, error: serializeError(error) }));
      throw error;
    }
    // A plugin switched off while its chunk was in flight is not installed.
    if (descriptors.get(name) !== descriptor) return;
    await install(name, module);
    store.dispatch(pluginsSlice.actions.loaded({ name }));
  }

  const runtime: PluginRuntime = {
    register(descriptor) {
      if (descriptors.has(descriptor.name)) throw new DuplicatePluginError(descriptor.name);
      descriptors.set(descriptor.name, descriptor);
      const undo = descriptor.setup?.({ services: kit.services });
      if (undo) undoSetup.set(descriptor.name, undo);
      store.dispatch(
        pluginsSlice.actions.registered({
          name: descriptor.name,
          views: [...(descriptor.views ?? [])],
          loginViews: [...(descriptor.loginViews ?? [])],
        }),
      );
    },
    unregister(name) {
      if (!descriptors.delete(name)) return;
      for (const unsubscribe of teardown.get(name) ?? []) unsubscribe();
      teardown.delete(name);
      undoSetup.get(name)?.();
      undoSetup.delete(name);
      loading.delete(name);
      store.dispatch(pluginsSlice.actions.unregistered({ name }));
    },
    has: (name) => descriptors.has(name),
    names: () => [...descriptors.keys()],
    validate() {
      for (const name of descriptors.keys()) checkDependencies(name, [name]);
    },
    load(name) {
      const existing = loading.get(name);
      if (existing) return existing;
      let promise: Promise<void>;
      try {
        checkDependencies(name, [name]);
        promise = loadOnce(name);
      } catch (error) {
        promise = Promise.reject(error);
      }
      loading.set(name, promise);
      // Forget a failed attempt so that the next call retries the chunk.
      promise.catch(() => loading.get(name) === promise && loading.delete(name));
      return promise;
    },
    pluginForView(view) {
      for (const descriptor of descriptors.values())
        if (descriptor.views?.includes(view)) return descriptor.name;
      return undefined;
    },
    descriptor: (name) => descriptors.get(name),
    strings: (locale) => ({ ...(strings.get(locale) ?? {}) }),
  };
  return runtime;
}
