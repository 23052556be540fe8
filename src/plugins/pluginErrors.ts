import { defineError } from '../core/errors/defineError';

// Plugin runtime errors. SPEC §8 has no text for these, so the messages name the plugin and the fix.

export const DuplicatePluginError = /* @__PURE__ */ defineError({
  name: 'DuplicatePluginError',
  message: (name: string) => `Plugin "${name}" is already registered`,
});
export const MissingPluginDependencyError = /* @__PURE__ */ defineError({
  name: 'MissingPluginDependencyError',
  message: (name: string, dependency: string) =>
    `Plugin "${name}" depends on "${dependency}", which is not registered; register "${dependency}" too`,
});
export const PluginDependencyCycleError = /* @__PURE__ */ defineError({
  name: 'PluginDependencyCycleError',
  message: (path: string) => `Plugin dependency cycle: ${path}`,
});
export const PluginNotRegisteredError = /* @__PURE__ */ defineError({
  name: 'PluginNotRegisteredError',
  message: (name: string) => `Plugin "${name}" is not registered`,
});
export const PluginLoadError = /* @__PURE__ */ defineError({
  name: 'PluginLoadError',
  message: (name: string) => `Plugin "${name}" failed to load; check the network and retry`,
});
