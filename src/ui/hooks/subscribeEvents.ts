import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';

/** One kit event, shaped like the analytics payload (`{ type: 'track', event, properties }`). */
export interface AppKitEvent {
  /** Epoch ms at which the event happened. */
  timestamp: number;
  data: { type: 'track'; event: string; properties?: Record<string, string | number | boolean> };
}

type Track = AppKitEvent['data'];

// Events are derived from state transitions rather than action types, so every path that opens,
// closes, connects or switches (kit API, views, back button, adapters) is reported the same way.
function diff(before: RootState, after: RootState): Track[] {
  const events: Track[] = [];
  if (!before.modal.open && after.modal.open) {
    const view = after.modal.history.at(-1)?.view ?? 'Connect';
    events.push({ type: 'track', event: 'MODAL_OPEN', properties: { view } });
  }
  if (before.modal.open && !after.modal.open) events.push({ type: 'track', event: 'MODAL_CLOSE' });
  for (const [namespace, status] of Object.entries(after.connection.status)) {
    const previous = before.connection.status[namespace as keyof typeof before.connection.status];
    if (status === previous) continue;
    if (status === 'connected') {
      const connectorId =
        after.connection.connectorIds[namespace as keyof typeof after.connection.connectorIds];
      const properties: Record<string, string> = connectorId ? { namespace, connectorId } : { namespace };
      events.push({ type: 'track', event: 'CONNECT_SUCCESS', properties });
    }
    if (status === 'disconnected' && previous === 'connected') {
      events.push({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace } });
    }
  }
  const network = after.chains.activeCaipNetworkId;
  if (
    before.chains.activeCaipNetworkId !== network &&
    before.chains.activeCaipNetworkId !== undefined &&
    network
  ) {
    events.push({ type: 'track', event: 'SWITCH_NETWORK', properties: { network } });
  }
  return events;
}

/**
 * Calls `listener` for each kit event (MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS, DISCONNECT_SUCCESS,
 * SWITCH_NETWORK) through the kit's listener middleware; returns the unsubscribe function.
 */
export function subscribeEvents(kit: AppKit, listener: (event: AppKitEvent) => void): () => void {
  const unsubscribe = kit.store.dispatch(
    addListener({
      predicate: (_action: UnknownAction, current: unknown, previous: unknown) => current !== previous,
      effect: (_action, api) => {
        const events = diff(api.getOriginalState() as RootState, api.getState() as RootState);
        for (const data of events) listener({ timestamp: Date.now(), data });
      },
    }),
  ) as unknown as () => void;
  return () => unsubscribe();
}
