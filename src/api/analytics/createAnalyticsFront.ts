import type { AppKitEvent } from '../../core/events/appKitEvents';
import { type AnalyticsConsent, type AnalyticsEvent, buildAnalyticsEvent } from './analyticsEvent';
import { ANALYTICS_MAX_QUEUE } from './analyticsLimits';
import type { Analytics, CreateAnalyticsParameters } from './createAnalytics';

// The start-up half of analytics. createAppKit runs before the button paints, so it holds only this:
// it records events and loads the batching and sending code (createAnalytics, its own chunk) with the
// first event that could ever be sent. A kit that never sends (no apiUrl, analytics off, consent
// denied) never loads it. Once loaded, everything is handed over and this is a pass-through.

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Parameters of `createAnalyticsFront`: those of the queue, and how to load it (tests may stub it). */
export interface CreateAnalyticsFrontParameters extends Omit<CreateAnalyticsParameters, 'initialEvents'> {
  /** Loads the queue's code; by default the `createAnalytics` chunk. */
  load?: () => Promise<{ createAnalytics(parameters: CreateAnalyticsParameters): Analytics }>;
}

/**
 * A kit's analytics front is also where its events are raised (issue 24): every `track` reaches the
 * kit's event subscribers first (`kit.subscribeEvents`, `useAppKitEvents`), whether or not analytics
 * sends anything, so an event is raised once and feeds both.
 */
export interface AnalyticsFront extends Analytics {
  /** Calls `listener` with each event tracked from now on; returns the unsubscribe function. */
  subscribeEvents(listener: (event: AppKitEvent) => void): () => void;
  /** The last event tracked: at first AppKit's `MODAL_CREATED`, stamped when the kit was created. */
  getEvent(): AppKitEvent;
}

/**
 * Creates one kit's analytics with the same behaviour as `createAnalytics`, but whose sending code is
 * fetched only once an event is tracked that could be sent. Events tracked before it arrives keep their
 * id and time; a page hidden meanwhile has them posted as soon as it arrives.
 */
export function createAnalyticsFront(parameters: CreateAnalyticsFrontParameters): AnalyticsFront {
  const { load = () => import('./createAnalytics'), ...queueParameters } = parameters;
  let consent = parameters.consent;
  let back: Analytics | undefined;
  let loading = false;
  let disposed = false;
  let flushWhenLoaded = false;
  const held: AnalyticsEvent[] = [];
  const listeners = new Set<(event: AppKitEvent) => void>();
  let last = { timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CREATED' } } as AppKitEvent;

  // Same rule as the queue's: an API the host named, analytics on, a project id.
  const enabled = () => {
    if (disposed || parameters.apiUrl === undefined) return false;
    const { options } = parameters.getState();
    return options.features.analytics && options.projectId !== '';
  };

  const page = globalThis as Partial<Listenable>;
  const doc = globalThis.document as Partial<Listenable> | undefined;
  const onHide = (event: Event) => {
    if (event.type === 'visibilitychange' && globalThis.document?.visibilityState !== 'hidden') return;
    flushWhenLoaded = true;
  };
  const stopListening = () => {
    page.removeEventListener?.('pagehide', onHide);
    doc?.removeEventListener?.('visibilitychange', onHide);
  };

  const start = () => {
    if (loading) return;
    loading = true;
    // Until the queue arrives it cannot see the page being hidden; remember it for it.
    page.addEventListener?.('pagehide', onHide);
    doc?.addEventListener?.('visibilitychange', onHide);
    load().then(
      (module) => {
        stopListening();
        if (disposed) return;
        back = module.createAnalytics({ ...queueParameters, consent, initialEvents: held.splice(0) });
        if (flushWhenLoaded) back.flush();
      },
      () => {
        // A chunk that failed to load (offline) is silent like a failed POST; the next event retries.
        stopListening();
        loading = false;
      },
    );
  };

  return {
    track(name, properties) {
      const data = { type: 'track', event: name, ...(properties ? { properties } : {}) };
      last = { timestamp: Date.now(), data } as AppKitEvent;
      // Over a copy (a listener may unsubscribe meanwhile); a host listener that throws neither stops
      // the others nor the kit's own flow that raised the event.
      for (const listener of [...listeners]) {
        try {
          listener(last);
        } catch (error) {
          console.error('[portico] an event listener threw', error);
        }
      }
      if (back) return back.track(name, properties);
      if (name === 'MODAL_CREATED' || consent === 'denied' || !enabled()) return;
      held.push(buildAnalyticsEvent(name, properties));
      if (held.length > ANALYTICS_MAX_QUEUE) held.splice(0, held.length - ANALYTICS_MAX_QUEUE);
      start();
    },
    setConsent(next: AnalyticsConsent) {
      if (back) return back.setConsent(next);
      consent = next;
      if (next === 'denied') held.length = 0;
    },
    getConsent: () => back?.getConsent() ?? consent,
    flush() {
      if (back) back.flush();
      else flushWhenLoaded = held.length > 0;
    },
    subscribeEvents(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getEvent: () => last,
    dispose() {
      disposed = true;
      held.length = 0;
      listeners.clear();
      stopListening();
      back?.dispose();
    },
  };
}
