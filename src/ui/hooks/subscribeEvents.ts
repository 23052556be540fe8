import type { AppKitEvent } from '../../core/events/appKitEvents';
import type { AppKit } from '../../kit/createAppKit';

export type {
  AppKitEvent,
  AppKitEventData,
  AppKitEventMap,
  AppKitEventName,
} from '../../core/events/appKitEvents';

/**
 * Calls `listener` with each of AppKit's events the kit raises from now on (`kit.subscribeEvents`,
 * AppKit's `modal.subscribeEvents`); returns the unsubscribe function. Which events, with which
 * properties: docs/hooks.md#useappkitevents.
 */
export function subscribeEvents(kit: AppKit, listener: (event: AppKitEvent) => void): () => void {
  return kit.subscribeEvents(listener);
}
