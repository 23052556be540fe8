import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { BUILT_IN_PLUGIN_VIEWS } from './builtInPluginViews';

// Resolved view components. Code, like the module cache behind import(), not kit state: sharing it
// between kits is harmless and saves a spinner frame on every later visit to the view.
const resolved = new Map<string, ComponentType>();

/** Where the view component of a built-in plugin stands. */
export type BuiltInViewState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; View: ComponentType };

/**
 * The component of `view` when `plugin` is the built-in plugin serving it, loading its view chunk once
 * `enabled` (the plugin's state chunk has loaded). `none` for views the built-in map does not know,
 * which the outlet then asks the plugin runtime for. `retry` loads a failed chunk again.
 */
export function useBuiltInView(plugin: string, view: string, enabled: boolean) {
  const entry = BUILT_IN_PLUGIN_VIEWS[view];
  const known = entry !== undefined && entry.plugin === plugin;
  const cached = resolved.get(view);
  const [state, setState] = useState<BuiltInViewState>(
    cached ? { status: 'ready', View: cached } : { status: known ? 'loading' : 'none' },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry signal
  useEffect(() => {
    if (!known || !enabled) return;
    const ready = resolved.get(view);
    if (ready) {
      setState({ status: 'ready', View: ready });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    entry.load().then(
      (chunk) => {
        for (const [name, component] of Object.entries(chunk)) resolved.set(name, component);
        const View = chunk[view];
        if (active) setState(View ? { status: 'ready', View } : { status: 'none' });
      },
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [entry, known, enabled, view, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: known ? state : ({ status: 'none' } as const), retry };
}
