import { defineError } from '../core/errors/defineError';

// Plugin runtime errors. SPEC §8 has no text for these, so the messages name the plugin and the fix.

export const DuplicatePluginError = defineError(
  'DuplicatePluginError',
  (name: string) => `Plugin "${name}" is already registered`,
);
export const MissingPluginDependencyError = defineError(
  'MissingPluginDependencyError',
  (name: string, dependency: string) =>
    `Plugin "${name}" depends on "${dependency}", which is not registered; register "${dependency}" too`,
);
export const PluginDependencyCycleError = defineError(
  'PluginDependencyCycleError',
  (path: string) => `Plugin dependency cycle: ${path}`,
);
export const PluginNotRegisteredError = defineError(
  'PluginNotRegisteredError',
  (name: string) => `Plugin "${name}" is not registered`,
);
export const PluginLoadError = defineError(
  'PluginLoadError',
  (name: string) => `Plugin "${name}" failed to load; check the network and retry`,
);
