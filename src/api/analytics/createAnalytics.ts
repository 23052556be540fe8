import type { UnknownAction } from '@reduxjs/toolkit';
import { alertsSlice } from '../../store/slices/alertsSlice';
import type { OptionsState } from '../../store/slices/optionsSlice';
import {
  type AnalyticsConsent,
  type AnalyticsEvent,
  buildAnalyticsEvent,
  type TrackedEventName,
} from './analyticsEvent';
import { postBatch } from './postBatch';
import { whenIdle } from './whenIdle';

/** Events tracked within this window go out together. */
export const ANALYTICS_BATCH_WINDOW_MS = 1000;
/** After the window, the batch waits for an idle moment, at most this long. */
export const ANALYTICS_IDLE_TIMEOUT_MS = 2000;
/** A failed batch is posted once more after this delay, then dropped. */
export const ANALYTICS_RETRY_DELAY_MS = 5000;
/** Events per POST (keeps a keepalive body far below the browser's 64 KiB and the API's limit). */
export const ANALYTICS_MAX_BATCH = 20;
/** Events held at most (consent pending, or a batch in flight); the oldest are dropped beyond it. */
export const ANALYTICS_MAX_QUEUE = 100;

/** What the queue reads of the kit and how it raises the 403 alert. */
export interface CreateAnalyticsParameters {
  /** The blockchain API the host configured explicitly; without one nothing is ever sent. */
  apiUrl: string | undefined;
  /** The consent at start (`granted` unless the host says otherwise). */
  consent: AnalyticsConsent;
  getState(): { options: Pick<OptionsState, 'features' | 'projectId' | 'sdkType' | 'sdkVersion'> };
  dispatch(action: UnknownAction): unknown;
  /** The fetch to post with; `globalThis.fetch` at send time by default. */
  fetch?: typeof fetch;
}

/** One kit's analytics queue. */
export interface Analytics {
  /** Queues one event (nothing when analytics is off, no API is configured, consent is denied, or MODAL_CREATED). */
  track(name: TrackedEventName, properties?: Record<string, unknown>): void;
  /** Changes the consent: `granted` sends what is held, `pending` holds, `denied` drops what is held. */
  setConsent(consent: AnalyticsConsent): void;
  /** The current consent. */
  getConsent(): AnalyticsConsent;
  /** Stops timers and page listeners and drops what is held. */
  dispose(): void;
}

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Creates one kit's analytics queue (no module state: two kits on a page never share events).
 * Events are batched, posted when the page is idle, and flushed at once when the page is hidden.
 * A batch that fails is retried once, then dropped; after a dropped batch the API is taken to be
 * unreachable and nothing more is sent by this kit, so an offline page does not keep knocking (each
 * failed request is a line in the browser's own console, which no script can silence). Nothing here
 * logs or rejects.
 */
export function createAnalytics(parameters: CreateAnalyticsParameters): Analytics {
  const { apiUrl, getState, dispatch } = parameters;
  let consent = parameters.consent;
  const queue: AnalyticsEvent[] = [];
  let cancelScheduled: (() => void) | undefined;
  let inFlight = false;
  /** The batch waiting for its retry, and the retry's timer. */
  let retrying: { events: AnalyticsEvent[]; cancel: () => void } | undefined;
  let halted = false;
  let disposed = false;
  let listening = false;

  /** Whether events may be queued at all: an API configured, analytics on, a project id, not stopped. */
  const enabled = () => {
    if (halted || disposed || apiUrl === undefined) return false;
    const { options } = getState();
    return options.features.analytics && options.projectId !== '';
  };

  const endpoint = () => {
    const { projectId, sdkType, sdkVersion } = getState().options;
    const query = new URLSearchParams({ projectId, st: sdkType, sv: sdkVersion });
    return `${apiUrl}/e?${query}`;
  };

  const post = (events: AnalyticsEvent[]) =>
    postBatch({ url: endpoint(), events, fetch: parameters.fetch ?? globalThis.fetch }).then((outcome) => {
      // SPEC §7: a 403 shows the invalid app configuration alert (once: the alerts slice keeps it so).
      if (outcome === 'forbidden' && !disposed) {
        dispatch(alertsSlice.actions.alertRaised({ id: 'INVALID_APP_CONFIGURATION' }));
      }
      return outcome;
    });

  const unschedule = () => {
    cancelScheduled?.();
    cancelScheduled = undefined;
  };

  const schedule = () => {
    if (cancelScheduled || inFlight || retrying || consent !== 'granted' || queue.length === 0) return;
    let cancelIdle: (() => void) | undefined;
    const windowTimer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        cancelScheduled = undefined;
        sendNext();
      }, ANALYTICS_IDLE_TIMEOUT_MS);
    }, ANALYTICS_BATCH_WINDOW_MS);
    cancelScheduled = () => {
      clearTimeout(windowTimer);
      cancelIdle?.();
    };
  };

  const halt = () => {
    halted = true;
    queue.length = 0;
    unschedule();
  };

  /** Posts the next batch; one retry on failure, then the batch is dropped and sending stops. */
  const sendNext = () => {
    if (!enabled() || consent !== 'granted') {
      if (!enabled()) queue.length = 0;
      return;
    }
    const events = queue.splice(0, ANALYTICS_MAX_BATCH);
    if (events.length === 0) return;
    inFlight = true;
    void post(events).then((first) => {
      if (disposed) return;
      if (first !== 'failed') return settled();
      const timer = setTimeout(() => {
        retrying = undefined;
        void post(events).then((second) => (second === 'failed' ? halt() : settled()));
      }, ANALYTICS_RETRY_DELAY_MS);
      retrying = { events, cancel: () => clearTimeout(timer) };
    });
  };

  const settled = () => {
    inFlight = false;
    if (!disposed) schedule();
  };

  /** The page is going away or out of sight: post everything held now, once, with keepalive. */
  const flushNow = () => {
    if (!enabled() || consent !== 'granted') return;
    unschedule();
    if (retrying) {
      retrying.cancel();
      void post(retrying.events);
      retrying = undefined;
      inFlight = false;
    }
    while (queue.length > 0) void post(queue.splice(0, ANALYTICS_MAX_BATCH));
  };
  const onVisibility = () => {
    if (globalThis.document?.visibilityState === 'hidden') flushNow();
  };

  // Browsers only: a server render has no window and no document to listen to.
  const page = globalThis as Partial<Listenable>;
  const doc = globalThis.document as Partial<Listenable> | undefined;
  const listen = () => {
    if (listening) return;
    listening = true;
    if (typeof page.addEventListener === 'function') page.addEventListener('pagehide', flushNow);
    if (typeof doc?.addEventListener === 'function') doc.addEventListener('visibilitychange', onVisibility);
  };

  return {
    track(name, properties) {
      if (name === 'MODAL_CREATED' || consent === 'denied' || !enabled()) return;
      queue.push(buildAnalyticsEvent(name, properties));
      // Bounded: with consent pending for a whole session, memory stays flat.
      if (queue.length > ANALYTICS_MAX_QUEUE) queue.splice(0, queue.length - ANALYTICS_MAX_QUEUE);
      listen();
      schedule();
    },
    setConsent(next) {
      consent = next;
      if (next === 'granted') return schedule();
      unschedule();
      if (next === 'denied') queue.length = 0;
    },
    getConsent: () => consent,
    dispose() {
      disposed = true;
      unschedule();
      retrying?.cancel();
      retrying = undefined;
      queue.length = 0;
      if (listening) {
        page.removeEventListener?.('pagehide', flushNow);
        doc?.removeEventListener?.('visibilitychange', onVisibility);
      }
    },
  };
}
