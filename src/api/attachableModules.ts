import type { ApiModules, BaseQueryFn, EndpointDefinitions, Module } from '@reduxjs/toolkit/query';
import { ApiModuleAttachedTwiceError } from './apiErrors';

/** An RTK Query module's name (RTK Query does not export its own alias). */
// biome-ignore lint/suspicious/noExplicitAny: the names do not depend on the api's type parameters
type ModuleName = keyof ApiModules<any, any, any, any>;

/** The name of the module that lets a kit's api take more RTK Query modules after it was created. */
export const attachableModulesName: unique symbol = Symbol('portico/attachableModules');

declare module '@reduxjs/toolkit/query' {
  export interface ApiModules<
    // The parameters must repeat RTK Query's declaration exactly, used or not.
    in out BaseQuery extends BaseQueryFn,
    in out Definitions extends EndpointDefinitions,
    in out ReducerPath extends string,
    in out TagTypes extends string,
  > {
    [attachableModulesName]: {
      /**
       * Adds an RTK Query module (React's hooks module) to this api, as if `buildCreateApi` had been
       * given it: it is initialised with the api's own options and context and receives every endpoint
       * injected so far and from now on. Adding the same module name twice is refused.
       */
      attachModule(module: Module<ModuleName>): void;
      /** True when a module of this name was attached. */
      hasModule(name: ModuleName): boolean;
    };
  }
}

type Initialised = ReturnType<Module<ModuleName>['init']>;
type Definition = Parameters<Initialised['injectEndpoint']>[1];

/**
 * An RTK Query module through which other modules can join an existing api (RTK Query's own extension
 * point: `buildCreateApi(coreModule(), attachableModules())`).
 *
 * Why: a kit creates its api in the core (`portico` has no React, and the api chunk is loaded on first
 * use by whoever needs it first: a balance fetch, a plugin, a view), while the hooks of
 * `reactHooksModule` are bound to React and to the kit's react-redux context, so only `portico/react`
 * may bring them. RTK Query takes its modules when the api is created; this module keeps the api's
 * options, context and injected endpoints so that `portico/react` can add the hooks module to the
 * same api later, and every endpoint (the kit's and the plugins') gets its generated hooks.
 */
export function attachableModules(): Module<typeof attachableModulesName> {
  return {
    name: attachableModulesName,
    init(api, options, context) {
      const injected: Array<[string, Definition]> = [];
      const attached = new Map<ModuleName, Initialised>();
      Object.assign(api, {
        attachModule(module: Module<ModuleName>) {
          if (attached.has(module.name)) throw new ApiModuleAttachedTwiceError(String(module.name));
          // The module sees the api as `buildCreateApi` would have shown it, then catches up.
          const initialised = module.init(api, options, context);
          attached.set(module.name, initialised);
          for (const [name, definition] of injected) initialised.injectEndpoint(name, definition);
        },
        hasModule: (name: ModuleName) => attached.has(name),
      });
      return {
        injectEndpoint(name, definition) {
          injected.push([name, definition]);
          for (const module of attached.values()) module.injectEndpoint(name, definition);
        },
      };
    },
  };
}
