import type { Middleware } from 'redux';
import type { Analytics } from '../api/analytics/createAnalytics';
import { kitEventAction } from '../store/actions/kitEventRaised';
import type { KitStore, RootState } from '../store/createKitStore';
import { onSelectedChange } from './onSelectedChange';

// The kit's own event sources, both feeding its analytics front (which delivers to `subscribeEvents`
// listeners and queues for sending): the modal opening and closing, read from the state so every way
// of doing it counts (kit.open, a button, Escape, the kit closing the connect flow, SIWX), and the
// events views and flows raise with `kitEventRaised`. Start-up code: kept to these few lines.

/** Starts raising the kit's events into `analytics`; returns what stops it. */
export function startKitEvents(kit: KitStore, analytics: Pick<Analytics, 'track'>): () => void {
  const stopModal = onSelectedChange(
    kit,
    (state: RootState) => String(state.modal.open),
    () => {
      const { modal, connection } = kit.store.getState() as RootState;
      // AppKit's payload: whether a wallet is connected (any namespace) when the modal opens or closes.
      const connected = Object.values(connection.status).includes('connected');
      analytics.track(modal.open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected });
    },
  );
  // Raised events are read off the dispatch (a middleware at the front, after the reducers ran).
  const raised: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (kitEventAction.match(action))
      analytics.track(action.payload.event, action.payload.properties as Record<string, unknown>);
    return result;
  };
  kit.listenerSlot.addMiddleware(raised);
  return () => {
    stopModal();
    kit.listenerSlot.removeMiddleware(raised);
  };
}
