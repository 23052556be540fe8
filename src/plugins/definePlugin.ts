import type { Middleware, Slice, TypedStartListening } from '@reduxjs/toolkit';
import type { BlockchainApi } from '../api/createBlockchainApi';
import type { Feature } from '../core/constants/features';
import type { AppDispatch, KitThunkExtra, RootState } from '../store/createKitStore';
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

/** `startListening` of a kit's listener middleware, typed with the kit's root state and thunk extra. */
export type KitStartListening = TypedStartListening<RootState, AppDispatch, KitThunkExtra>;

/** The default export of a plugin's lazy core chunk (DESIGN §3): no React in it. */
export interface PluginModule {
  slices?: PluginSlice[];
  injectEndpoints?(api: BlockchainApi): void;
  /** Registers listeners; returns their unsubscribe functions so the plugin can be switched off. */
  listeners?(startListening: KitStartListening, context: PluginContext): Array<() => void> | undefined;
  middleware?: Middleware[];
  /** i18n strings: locale -> key -> text. Keys are namespaced by the plugin name at registration. */
  strings?: Record<string, Record<string, string>>;
}

/** The default export of a plugin's React half (`views/`): view name -> component. */
export interface PluginViewsModule {
  views: Record<string, PluginView>;
}

/** The eager, few-hundred-byte description of a plugin; its body loads on first need. */
export interface PluginDescriptor<
  Name extends string = string,
  View extends string = string,
  LoginView extends View = View,
> {
  /** Unique; also its reducerPath, i18n namespace and docs page name. */
  name: Name;
  /** Plugins loaded before this one. */
  dependsOn?: readonly string[];
  /** The view names it serves: their one declaration (the router and the types derive from it). */
  views?: readonly View[];
  /**
   * The views of `views` that are steps of the connect flow (a login): with the core connect views
   * they form the one connect-flow group (`isInConnectFlow`), so a connection made while one of them is
   * shown closes the modal, and the plugin's "left the flow" reset is built from them.
   */
  loginViews?: readonly LoginView[];
  /** The feature switch that registers it when configured from features. */
  feature?: Feature;
  /**
   * Runs when a kit registers the plugin, before its chunk loads: for what must exist at once and
   * cannot be state (SIWX: its config, and the one-click service a connector asks while connecting).
   * Returns what undoes it, run when the plugin is unregistered. Keep it small: it is eager code.
   */
  setup?(context: { services: ServiceRegistry }): (() => void) | undefined;
  /**
   * Loaded as soon as `configurePlugins` registered it, not on first need: for a plugin whose
   * listeners must see the kit's first connection (SIWX checks the session after connect).
   */
  eager?: boolean;
  /** The core chunk: slices, endpoints, listeners. */
  load(): Promise<PluginModule | { default: PluginModule }>;
  /**
   * The React half, for plugins a host defines. The built-in plugins leave it out so that `portico`
   * never names a React module; `portico/react` knows where their views are.
   */
  loadViews?(): Promise<PluginViewsModule | { default: PluginViewsModule }>;
}

/** The view names a descriptor declares: `PluginViewOf<typeof emailPlugin>`. */
export type PluginViewOf<D> = D extends PluginDescriptor<string, infer View> ? View : never;

/** The login view names a descriptor declares: `PluginLoginViewOf<typeof emailPlugin>`. */
export type PluginLoginViewOf<D> = D extends { readonly loginViews?: readonly (infer View)[] }
  ? View & string
  : never;

/**
 * Declares a plugin. Returns the descriptor checked and frozen, with its name and view names kept as
 * literal types so `PluginViewNames` can be filled from it.
 */
export function definePlugin<
  const Name extends string,
  const View extends string = never,
  const LoginView extends View = never,
>(descriptor: PluginDescriptor<Name, View, LoginView>): Readonly<PluginDescriptor<Name, View, LoginView>> {
  if (typeof descriptor.name !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(descriptor.name)) {
    throw new TypeError(`Invalid plugin name: ${String(descriptor.name)} (use camelCase letters and digits)`);
  }
  if (typeof descriptor.load !== 'function') {
    throw new TypeError(`Plugin "${descriptor.name}" has no load() function`);
  }
  const views: readonly string[] = descriptor.views ?? [];
  const stray = (descriptor.loginViews ?? []).filter((view) => !views.includes(view));
  if (stray.length > 0) {
    throw new TypeError(
      `Plugin "${descriptor.name}" declares login views it does not serve: ${stray.join(', ')} (list them in views too)`,
    );
  }
  return Object.freeze({
    ...descriptor,
    dependsOn: [...(descriptor.dependsOn ?? [])],
    views: [...(descriptor.views ?? [])],
    loginViews: [...(descriptor.loginViews ?? [])],
  });
}
