import { useEffect, useState } from 'react';
import { useKitOrPageKit } from '../react/KitContext';
import { type AppKitEvent, subscribeEvents } from './subscribeEvents';

/** The latest kit event (null until one happens after mount); re-renders once per event. */
export function useAppKitEvents(): AppKitEvent | null {
  const kit = useKitOrPageKit('useAppKitEvents');
  const [event, setEvent] = useState<AppKitEvent | null>(null);
  useEffect(() => subscribeEvents(kit, setEvent), [kit]);
  return event;
}
