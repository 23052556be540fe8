import type { AppKitEventArgs, AppKitEventName } from '../../core/events/appKitEvents';
import { createAction } from '../core/createAction';

// How a view or a flow raises one of AppKit's events where it happens (a click the state cannot tell,
// a sign-in that failed): it dispatches this, and the kit hands it to its analytics front, which
// delivers it to `kit.subscribeEvents` listeners and queues it for sending (src/kit/startKitEvents.ts).
// Flows that hold the service registry rather than `dispatch` call `trackAnalytics`, the same front.

/** The plain action: the event's name and, when it has some, AppKit's properties for it. */
export const kitEventAction = createAction<{ event: AppKitEventName; properties?: object }>(
  'kit/eventRaised',
);

/** Raises AppKit's event `event` with its properties (typed per event by `AppKitEventMap`). */
export function kitEventRaised<K extends AppKitEventName>(...[event, properties]: AppKitEventArgs<K>) {
  return kitEventAction(properties === undefined ? { event } : { event, properties });
}
