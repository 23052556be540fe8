import { defineError } from '../../core/errors/defineError';

// Errors only the plugins' lazy flows raise. Apart from pluginErrors.ts (the runtime's, start-up code):
// there, the flows' chunks importing them kept them in every page's start-up code (docs/bench.md).

/** A flow was started in a kit without an embedded wallet (a host forgot `registerEmbeddedWallet`). */
export const EmbeddedWalletMissingError = /* @__PURE__ */ defineError({
  name: 'EmbeddedWalletMissingError',
  message:
    'The embedded wallet is not registered in this kit; call registerEmbeddedWallet(kit, options) first',
});

/** A plugin's thunk was dispatched before the plugin was loaded into the kit (its slice is missing). */
export const PluginNotLoadedError = /* @__PURE__ */ defineError({
  name: 'PluginNotLoadedError',
  message: (name: string) =>
    `Plugin "${name}" is not loaded in this kit; await kit.plugins.load("${name}") first`,
});
