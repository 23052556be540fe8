import type { Middleware, Slice, TypedStartListening } from '@reduxjs/toolkit';
import type { BlockchainApi } from '../api/createBlockchainApi';
import type { Feature } from '../core/constants/features';
import type { ServiceRegistry } from '../store/createServiceRegistry';
import type { PersistedKey } from '../store/persistence/persistedKeys';

/** A view component. Typed loosely here so that `portico` itself stays free of React. */
export type PluginView = unknown;

/** A slice a plugin contributes, optionally persisted under its own `@appkit/` key. */
export type PluginSlice = Slice | { slice: Slice; persist: Omit<PersistedKey, 'key'> };

/** What a plugin's listeners may use besides `startListening` (the api is loaded before they start). */
export interface PluginContext {
  api: BlockchainApi;
  services: ServiceRegistry;
}

/** The default export of a plugin's lazy chunk (DESIGN §3). */
export interface PluginModule {
  slices?: PluginSlice[];
  injectEndpoints?(api: BlockchainApi): void;
  /** Registers listeners; returns their unsubscribe functions so the plugin can be switched off. */
  listeners?(
    startListening: TypedStartListening<unknown>,
    context: PluginContext,
  ): Array<() => void> | undefined;
  middleware?: Middleware[];
  views?: Record<string, PluginView>;
  /** i18n strings: locale -> key -> text. Keys are namespaced by the plugin name at registration. */
  strings?: Record<string, Record<string, string>>;
}

/** The eager, few-hundred-byte description of a plugin; its body loads on first need. */
export interface PluginDescriptor {
  /** Unique; also its reducerPath, i18n namespace and docs page name. */
  name: string;
  /** Plugins loaded before this one. */
  dependsOn?: string[];
  /** View names it serves, so the router knows whom to ask before the chunk is loaded. */
  views?: string[];
  /** The feature switch that registers it when configured from features. */
  feature?: Feature;
  load(): Promise<PluginModule | { default: PluginModule }>;
}

/** Declares a plugin. Returns the descriptor unchanged but checked, frozen and typed. */
export function definePlugin(descriptor: PluginDescriptor): Readonly<PluginDescriptor> {
  if (typeof descriptor.name !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(descriptor.name)) {
    throw new TypeError(`Invalid plugin name: ${String(descriptor.name)} (use camelCase letters and digits)`);
  }
  if (typeof descriptor.load !== 'function') {
    throw new TypeError(`Plugin "${descriptor.name}" has no load() function`);
  }
  return Object.freeze({
    ...descriptor,
    dependsOn: [...(descriptor.dependsOn ?? [])],
    views: [...(descriptor.views ?? [])],
  });
}
