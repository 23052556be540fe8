import { trackAnalytics } from '../../api/analytics/trackAnalytics';
import { connectionEstablished } from '../../store/actions/adapterEvents';
import type { KitStore } from '../../store/createKitStore';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { watchActions } from '../../store/watchActions';
import { connectSuccessProperties } from './connectSuccessProperties';

// AppKit's events of what connectors, adapters and the app report, raised once for every way it
// happens: a connection (an extension, an approved WalletConnect pairing, an embedded-wallet login)
// is CONNECT_SUCCESS; a change of the active network (the Networks view, switchNetwork, the wallet
// moving) is SWITCH_NETWORK, raised once per switch asked: going back to the wallet's network after it
// refused one is not another switch. Started with the kit's modal routing (lazy,
// in place before the wallet runtime starts) and ahead of its listeners, so that CONNECT_SUCCESS comes
// before the MODAL_CLOSE of the connect flow it ends.

/** Starts raising the events of reports; returns what stops it. */
export function reportEvents(kit: Pick<KitStore, 'store' | 'services'>): () => void {
  const { services } = kit;
  const { on } = watchActions(kit.store.dispatch);
  const stops = [
    on(connectionEstablished, ({ payload: { connectorId } }, api) => {
      trackAnalytics(services, 'CONNECT_SUCCESS', connectSuccessProperties(api.getState(), connectorId));
    }),
    on(chainsSlice.actions.activeNetworkSet, ({ payload: { caipNetworkId, restored } }, api) => {
      if (restored) return;
      if (api.getOriginalState().chains.activeCaipNetworkId === api.getState().chains.activeCaipNetworkId)
        return;
      trackAnalytics(services, 'SWITCH_NETWORK', { network: caipNetworkId });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
