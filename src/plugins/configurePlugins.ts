import type { Features } from '../core/constants/features';
import { BUILT_IN_PLUGINS } from './builtInPlugins';
import type { PluginRuntime } from './createPluginRuntime';
import type { PluginDescriptor } from './definePlugin';

/** Anything that carries a plugin runtime: a kit returned by createAppKit. */
export interface HasPlugins {
  plugins: PluginRuntime;
}

/** True when a feature switch turns its plugin on (socials is a list: on when not empty). */
export function isFeatureOn(features: Partial<Features>, feature: keyof Features): boolean {
  const value = features[feature];
  return Array.isArray(value) ? value.length > 0 : value === true;
}

/** The built-in descriptors that a set of features switches on. */
export function pluginsForFeatures(features: Partial<Features>): PluginDescriptor[] {
  return BUILT_IN_PLUGINS.filter((p) => p.feature !== undefined && isFeatureOn(features, p.feature));
}

/**
 * Registers plugins with a kit: either descriptors (custom or built-in) or a features object, which
 * registers the built-in plugin of each feature that is on. Validates the whole set afterwards, so a
 * missing dependency fails here, at start-up, with a clear message; then loads the `eager` ones.
 */
export function configurePlugins(
  kit: HasPlugins,
  pluginsOrFeatures: readonly PluginDescriptor[] | Partial<Features>,
): void {
  const descriptors = Array.isArray(pluginsOrFeatures)
    ? (pluginsOrFeatures as readonly PluginDescriptor[])
    : pluginsForFeatures(pluginsOrFeatures as Partial<Features>);
  const added: string[] = [];
  try {
    for (const descriptor of descriptors) {
      kit.plugins.register(descriptor);
      added.push(descriptor.name);
    }
    kit.plugins.validate();
  } catch (error) {
    // All or nothing: a bad set leaves the kit as it was.
    for (const name of added) kit.plugins.unregister(name);
    throw error;
  }
  // A failed chunk is recorded in the plugins slice (and retried on the next load); nobody awaits it here.
  for (const descriptor of descriptors)
    if (descriptor.eager) void kit.plugins.load(descriptor.name).catch(() => undefined);
}
