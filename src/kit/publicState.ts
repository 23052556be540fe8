import { createStateSelector } from '../store/core/createStateSelector';
import type { RootState } from '../store/createKitStore';

/** The state a host app reads through `getState()` / `subscribeState()`. */
export interface PublicState {
  open: boolean;
  loading: boolean;
  view: string;
  activeChain: string | undefined;
  selectedNetworkId: string | undefined;
  themeMode: 'dark' | 'light';
}

/**
 * Makes one kit's public-state selector. Memoised (the same object until a field changes, so
 * subscribers fire only then) and created per kit, because a shared memo would mix two kits' states.
 */
export const createPublicStateSelector = () =>
  createStateSelector(
    [
      (s: RootState) => s.modal.open,
      (s: RootState) => s.modal.loading,
      (s: RootState) => s.modal.history[s.modal.history.length - 1]?.view ?? 'Connect',
      (s: RootState) => s.chains.activeNamespace,
      (s: RootState) => s.chains.activeCaipNetworkId,
      (s: RootState) => s.theme.themeMode,
    ],
    (open, loading, view, activeChain, selectedNetworkId, themeMode): PublicState => ({
      open,
      loading,
      view,
      activeChain,
      selectedNetworkId,
      themeMode,
    }),
  );
