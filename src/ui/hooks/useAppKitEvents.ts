import { useEffect, useState } from 'react';
import type { AppKitEvent } from '../../core/events/appKitEvents';
import { useKitOrPageKit } from '../react/pageKit';

/**
 * The kit's latest event, as AppKit's hook returns it: never null (AppKit's initial object,
 * `{ timestamp, data: { type: 'track', event: 'MODAL_CREATED' } }`, until something happens), so
 * `event.data.event` always reads. Re-renders once per event, in the order they happen.
 */
export function useAppKitEvents(): AppKitEvent {
  const kit = useKitOrPageKit('useAppKitEvents');
  const [event, setEvent] = useState<AppKitEvent>(() => kit.getEvent());
  useEffect(() => {
    // An event raised between render and this effect (or another kit given) is not missed.
    setEvent(kit.getEvent());
    return kit.subscribeEvents(setEvent);
  }, [kit]);
  return event;
}
