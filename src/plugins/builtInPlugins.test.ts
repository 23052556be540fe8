import { BUILT_IN_PLUGINS } from './builtInPlugins';
import { BUILT_IN_PLUGIN_VIEWS } from './builtInPluginViews';
import { siwxPlugin } from './siwx/siwxPlugin';

// The built-in plugin list is the one the others derive from (issue 23): the view loaders are typed
// from it, the build tests take their lists from it.

test('default: the feature plugins are SPEC §2 optional bundles, in its order, each behind its feature', () => {
  expect(BUILT_IN_PLUGINS.map((d) => d.name)).toEqual([
    'email',
    'socials',
    'swaps',
    'send',
    'receive',
    'onramp',
    'history',
    'pay',
    'names',
  ]);
  for (const descriptor of BUILT_IN_PLUGINS) expect(descriptor.feature).toBeDefined();
});

test('behavior: exactly the built-in plugins that declare views have a views loader', () => {
  const withViews = [...BUILT_IN_PLUGINS, siwxPlugin()]
    .filter((d) => (d.views?.length ?? 0) > 0)
    .map((d) => d.name)
    .sort();
  expect(Object.keys(BUILT_IN_PLUGIN_VIEWS).sort()).toEqual(withViews);
});
