import { useMemo } from 'react';
import type { SiwxConfig, StoredSiwxSession } from '../../plugins/siwx/siwxConfig';
import { SIWX_CONFIG_SERVICE_ID } from '../../plugins/siwx/siwxConfig';
import type { SiwxState } from '../../plugins/siwx/siwxSlice';
import type { RootState } from '../../store/createKitStore';
import { shallowEqual } from '../../store/react/kitHooks';
import { useKitOrPageKit } from '../react/KitContext';
import { useKitValue } from './useKitValue';

/** What `useAppKitSIWX` returns. */
export interface UseAppKitSIWXReturnType {
  /** The kit's `siwx` config (what AppKit's hook returns); undefined when the kit has none. */
  config: SiwxConfig | undefined;
  /** The active account's session on the active network; undefined when not signed in. */
  session: StoredSiwxSession | undefined;
  /** Where the sign-in stands: idle, required (the view waits), signing, signedIn. */
  status: SiwxState['status'];
}

// The siwx slice is injected when the plugin loads: absent before (and in kits without SIWX).
type WithSiwx = RootState & { siwx?: SiwxState };

const selectSiwx = (s: WithSiwx) => {
  const namespace = s.chains.activeNamespace;
  const address = namespace ? s.chains.chains[namespace]?.accountState.address : undefined;
  const network = s.chains.activeCaipNetworkId;
  const connected = namespace !== undefined && s.connection.status[namespace] === 'connected';
  const session =
    connected && address
      ? (s.siwx?.sessions ?? []).find(
          (x) => x.caipNetworkId === network && x.address.toLowerCase() === address.toLowerCase(),
        )
      : undefined;
  return { session, status: s.siwx?.status ?? 'idle' };
};

/**
 * The SIWX session of the connected account (docs/siwx.md) and the kit's SIWX config; re-renders
 * only when the session or the sign-in status changes.
 */
export function useAppKitSIWX(): UseAppKitSIWXReturnType {
  const kit = useKitOrPageKit('useAppKitSIWX');
  const { session, status } = useKitValue(kit, selectSiwx, shallowEqual);
  const config = kit.services.get<SiwxConfig>(SIWX_CONFIG_SERVICE_ID);
  return useMemo(() => ({ config, session, status }), [config, session, status]);
}
