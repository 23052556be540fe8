import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { builtInPluginViewsLoader } from '../../plugins/builtInPluginViews';
import type { PluginViewsModule } from '../../plugins/definePlugin';
import { loadViewStyles } from '../primitives/loadViewStyles';
import { useKit } from '../react/KitContext';

type ViewsLoader = () => Promise<PluginViewsModule | { default: PluginViewsModule }>;

// Resolved view modules, by loader. Code, like the module cache behind import(), not kit state: sharing
// it between kits is harmless and saves a spinner frame on every later visit to a view.
const resolved = new Map<ViewsLoader, Record<string, ComponentType>>();

/** Where a plugin's React half stands. */
export type PluginViewsState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; views: Record<string, ComponentType> };

/**
 * The view components of `plugin`, loading its React half once `enabled` (its core chunk has loaded):
 * the descriptor's own `loadViews` for a host's plugin, else the built-in table. `none` when the plugin
 * brings no views. `retry` loads a failed chunk again.
 */
export function usePluginViews(plugin: string, enabled: boolean) {
  const kit = useKit('PluginView');
  const loader: ViewsLoader | undefined =
    kit.plugins.descriptor(plugin)?.loadViews ?? builtInPluginViewsLoader(plugin);
  const cached = loader ? resolved.get(loader) : undefined;
  const [state, setState] = useState<PluginViewsState>(
    cached ? { status: 'ready', views: cached } : { status: loader ? 'loading' : 'none' },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry signal
  useEffect(() => {
    if (!loader || !enabled) return;
    const ready = resolved.get(loader);
    if (ready) {
      setState({ status: 'ready', views: ready });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    // A plugin's views use the views' stylesheet past the first frame: it arrives with them.
    Promise.all([loader(), loadViewStyles()]).then(
      ([loaded]) => {
        const module = 'default' in loaded && loaded.default ? loaded.default : (loaded as PluginViewsModule);
        const views = module.views as Record<string, ComponentType>;
        resolved.set(loader, views);
        if (active) setState({ status: 'ready', views });
      },
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [loader, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: loader ? state : ({ status: 'none' } as const), retry };
}
