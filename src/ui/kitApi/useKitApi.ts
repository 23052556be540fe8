import { useCallback, useEffect, useState } from 'react';
import type { AppKit } from '../../kit/createAppKit';
import { useKit } from '../react/KitContext';
import type { KitApi } from './attachKitHooks';
import { KIT_API_SERVICE_ID } from './kitApiService';

/** What `useKitApi` gives: the api once loaded, or `failed` (its chunk did not load) with `retry`. */
export interface KitApiState {
  api: KitApi | undefined;
  failed: boolean;
  retry(): void;
}

interface Loaded {
  kit: AppKit;
  api?: KitApi;
  failed: boolean;
}

const loadedApi = (kit: AppKit) => kit.services.get<KitApi>(KIT_API_SERVICE_ID);

/**
 * The kit's blockchain API with its generated React hooks, for a view that reads data through them.
 * Undefined until the api chunk (and the hooks chunk) has loaded, at once afterwards. A view renders
 * its loading state meanwhile and calls the hooks in a child that receives the api, since a hook
 * cannot be called before it exists.
 */
export function useKitApi(hookName: string): KitApiState {
  const kit = useKit(hookName);
  const [loaded, setLoaded] = useState<Loaded>(() => ({ kit, api: loadedApi(kit), failed: false }));
  const [attempt, setAttempt] = useState(0);
  const current = loaded.kit === kit ? loaded : { kit, api: loadedApi(kit), failed: false };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger
  useEffect(() => {
    if (current.api) return;
    let live = true;
    import('./attachKitHooks')
      .then(({ loadKitApi }) => loadKitApi(kit))
      .then(
        (api) => live && setLoaded({ kit, api, failed: false }),
        () => live && setLoaded({ kit, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [kit, current.api, attempt]);

  const retry = useCallback(() => {
    setLoaded({ kit, failed: false });
    setAttempt((n) => n + 1);
  }, [kit]);
  return { api: current.api, failed: current.failed, retry };
}
