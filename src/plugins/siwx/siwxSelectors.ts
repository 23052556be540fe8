import type { SiwxConfig, StoredSiwxSession } from '../../core/siwx/siwxConfig';
import { createStateSelector } from '../../store/core/createStateSelector';
import type { RootState } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { selectActiveAccount } from '../../store/selectors/selectActiveAccount';
import { SIWX_CONFIG_SERVICE_ID } from './siwxConfig';
import type { SiwxState } from './siwxSlice';

// The SIWX plugin's public reads: what `useAppKitSIWX` and a headless host use (through the registry,
// src/plugins/builtInPlugins.ts, or `loadSiwxPlugin`). Built on the kit's one active-account selector.

/** Where a sign-in stands when the plugin's slice is not there yet (not loaded, or no SIWX). */
const IDLE: SiwxState['status'] = 'idle';

/** The account and network a sign-in is for: the active account once connected, else undefined (memoised). */
export const selectSiwxAccount = createStateSelector(
  [selectActiveAccount],
  (active): { caipNetworkId: string; address: string } | undefined =>
    active.status === 'connected' && active.caipNetworkId
      ? { caipNetworkId: active.caipNetworkId, address: active.address }
      : undefined,
);

/** The connected account's kept session on the active network; undefined when not signed in. */
export const selectSiwxSession = createStateSelector(
  [selectSiwxAccount, (s: RootState) => s.siwx?.sessions],
  (account, sessions): StoredSiwxSession | undefined =>
    account
      ? (sessions ?? []).find(
          (x) =>
            x.caipNetworkId === account.caipNetworkId &&
            x.address.toLowerCase() === account.address.toLowerCase(),
        )
      : undefined,
);

/** Where the sign-in stands: idle, required (the view waits), signing, signedIn. */
export const selectSiwxStatus = (state: RootState): SiwxState['status'] => state.siwx?.status ?? IDLE;

/** The kit's SIWX config (`createAppKit({ siwx })`), undefined when the kit has none. */
export const siwxConfigOf = (services: ServiceRegistry): SiwxConfig | undefined =>
  services.get<SiwxConfig>(SIWX_CONFIG_SERVICE_ID);
