import { trackAnalytics } from '../../api/analytics/trackAnalytics';
import { connectionEstablished } from '../../store/actions/adapterEvents';
import type { AppDispatch, KitStore, RootState } from '../../store/createKitStore';
import { kitListener } from '../../store/kitListener';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectSuccessProperties } from './connectSuccessProperties';

// AppKit's events of what connectors, adapters and the app report, raised once for every way it
// happens: a connection (an extension, an approved WalletConnect pairing, an embedded-wallet login)
// is CONNECT_SUCCESS; a change of the active network (the Networks view, switchNetwork, the wallet
// moving) is SWITCH_NETWORK, raised once per switch asked: going back to the wallet's network after it
// refused one is not another switch. Started with the kit's modal routing (lazy,
// in place before the wallet runtime starts) and ahead of its listeners, so that CONNECT_SUCCESS comes
// before the MODAL_CLOSE of the connect flow it ends.

/** Starts raising the events of reports; returns what stops it. */
export function reportEvents(
  kit: Pick<KitStore, 'extra' | 'listenerSlot' | 'disposers' | 'services'>,
): () => void {
  const { services } = kit;
  const startListening = kitListener(kit).startListening.withTypes<RootState, AppDispatch>();
  const stops = [
    startListening({
      actionCreator: connectionEstablished,
      effect: ({ payload: { connectorId } }, api) => {
        trackAnalytics(services, 'CONNECT_SUCCESS', connectSuccessProperties(api.getState(), connectorId));
      },
    }),
    startListening({
      actionCreator: chainsSlice.actions.activeNetworkSet,
      effect: ({ payload: { caipNetworkId, restored } }, api) => {
        if (restored) return;
        if (api.getOriginalState().chains.activeCaipNetworkId === api.getState().chains.activeCaipNetworkId)
          return;
        trackAnalytics(services, 'SWITCH_NETWORK', { network: caipNetworkId });
      },
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
