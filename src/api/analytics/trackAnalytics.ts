import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type { TrackedEventName } from './analyticsEvent';
import type { Analytics } from './createAnalytics';

/** Service id of a kit's analytics queue (registered by createAppKit). */
export const ANALYTICS_SERVICE_ID = 'analytics';

/**
 * Tracks one event through the kit's analytics queue, found in its service registry: what adapters and
 * plugin thunks call. Does nothing in a store built without createAppKit (no queue registered).
 */
export function trackAnalytics(
  services: Pick<ServiceRegistry, 'get'>,
  name: TrackedEventName,
  properties?: Record<string, unknown>,
): void {
  services.get<Analytics>(ANALYTICS_SERVICE_ID)?.track(name, properties);
}
