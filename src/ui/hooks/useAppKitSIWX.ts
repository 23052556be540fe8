import { useMemo } from 'react';
import type { SiwxConfig, StoredSiwxSession } from '../../core/siwx/siwxConfig';
import { selectSiwxSession, selectSiwxStatus, siwxConfigOf } from '../../plugins/builtInPlugins';
import type { RootState } from '../../store/createKitStore';
import { shallowEqual } from '../../store/react/kitHooks';
import { useKitOrPageKit } from '../react/pageKit';
import { useKitValue } from './useKitValue';

/** What `useAppKitSIWX` returns. */
export interface UseAppKitSIWXReturnType {
  /** The kit's `siwx` config (what AppKit's hook returns); undefined when the kit has none. */
  config: SiwxConfig | undefined;
  /** The active account's session on the active network; undefined when not signed in. */
  session: StoredSiwxSession | undefined;
  /** Where the sign-in stands: idle, required (the view waits), signing, signedIn. */
  status: ReturnType<typeof selectSiwxStatus>;
}

// Only the SIWX plugin's public selectors, reached through the registry like every built-in plugin
// (the shell never reads a plugin's internals); both are memoised or plain reads, so shallowEqual holds.
const selectSiwx = (s: RootState) => ({ session: selectSiwxSession(s), status: selectSiwxStatus(s) });

/**
 * The SIWX session of the connected account (docs/siwx.md) and the kit's SIWX config; re-renders
 * only when the session or the sign-in status changes.
 */
export function useAppKitSIWX(): UseAppKitSIWXReturnType {
  const kit = useKitOrPageKit('useAppKitSIWX');
  const { session, status } = useKitValue(kit, selectSiwx, shallowEqual);
  const config = siwxConfigOf(kit.services);
  return useMemo(() => ({ config, session, status }), [config, session, status]);
}
