import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { modalSlice } from '../../store/slices/modalSlice';

/**
 * True while the modal shows UnsupportedChain and the active namespace's connected wallet is still on
 * a network the app does not configure. The visitor then has to pick a network or disconnect (issue
 * 24, as AppKit does): closing would leave the app talking to a chain it cannot serve. An app that
 * allows unsupported chains (`allowUnsupportedChain`, SPEC §4) holds nothing.
 */
export function selectClosingHeld(state: RootState): boolean {
  const { modal, chains, connection, options } = state;
  if (options.allowUnsupportedChain) return false;
  if (!modal.open || modal.history.at(-1)?.view !== 'UnsupportedChain') return false;
  const namespace = chains.activeNamespace;
  if (!namespace || connection.status[namespace] !== 'connected') return false;
  const current = chains.chains[namespace]?.networkState.caipNetworkId ?? chains.activeCaipNetworkId;
  if (!current) return false;
  return !Object.values(chains.chains).some((chain) =>
    chain?.caipNetworks.some((network) => network.caipNetworkId === current),
  );
}

/**
 * What the modal's own close gestures do (the close button, Escape, a press on the backdrop): close
 * through `kit.close()`, or, while closing is held (selectClosingHeld), shake the card instead, the
 * SPEC §9 500 ms shake that says "not now". A host's own `kit.close()` call is not held.
 */
export function requestClose(kit: Pick<AppKit, 'store' | 'close'>): void {
  if (selectClosingHeld(kit.store.getState() as RootState)) kit.store.dispatch(modalSlice.actions.shaken());
  else kit.close();
}
