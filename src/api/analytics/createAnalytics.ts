import type { UnknownAction } from '@reduxjs/toolkit';
import { whenIdle } from '../../core/whenIdle';
import { alertsSlice } from '../../store/slices/alertsSlice';
import type { OptionsState } from '../../store/slices/optionsSlice';
import { apiQueryParameters } from '../apiQueryParameters';
import {
  type AnalyticsConsent,
  type AnalyticsEvent,
  buildAnalyticsEvent,
  type TrackedEventName,
} from './analyticsEvent';
import {
  ANALYTICS_BATCH_WINDOW_MS,
  ANALYTICS_IDLE_TIMEOUT_MS,
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_QUEUE,
  ANALYTICS_RETRY_DELAY_MS,
} from './analyticsLimits';
import { postBatch } from './postBatch';

export {
  ANALYTICS_BATCH_WINDOW_MS,
  ANALYTICS_IDLE_TIMEOUT_MS,
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_QUEUE,
  ANALYTICS_RETRY_DELAY_MS,
} from './analyticsLimits';

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
  /** Events already tracked (by the start-up front, before this code was loaded), queued first. */
  initialEvents?: readonly AnalyticsEvent[];
}

/** One kit's analytics queue. */
export interface Analytics {
  /** Queues one event (nothing when analytics is off, no API is configured, consent is denied, or MODAL_CREATED). */
  track(name: TrackedEventName, properties?: Record<string, unknown>): void;
  /** Changes the consent: `granted` sends what is held, `pending` holds, `denied` drops what is held. */
  setConsent(consent: AnalyticsConsent): void;
  /** The current consent. */
  getConsent(): AnalyticsConsent;
  /** Posts what is held at once, with keepalive, as when the page is hidden. */
  flush(): void;
  /** Stops timers and page listeners and drops what is held. */
  dispose(): void;
}

/** Posts one batch to `<apiUrl>/e`; a 403 raises SPEC §7's invalid-configuration alert (once: the alerts slice keeps it so). */
function postAnalyticsBatch(
  parameters: CreateAnalyticsParameters,
  events: AnalyticsEvent[],
  disposed: () => boolean,
) {
  const query = new URLSearchParams({ ...apiQueryParameters(parameters.getState().options) });
  const url = `${parameters.apiUrl}/e?${query}`;
  return postBatch({ url, events, fetch: parameters.fetch ?? globalThis.fetch }).then((outcome) => {
    if (outcome === 'forbidden' && !disposed()) {
      parameters.dispatch(alertsSlice.actions.alertRaised({ id: 'INVALID_APP_CONFIGURATION' }));
    }
    return outcome;
  });
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
  const { apiUrl, getState } = parameters;
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

  const post = (events: AnalyticsEvent[]) => postAnalyticsBatch(parameters, events, () => disposed);

  const unschedule = () => {
    cancelScheduled?.();
    cancelScheduled = undefined;
  };

  const schedule = () => {
    if (cancelScheduled || inFlight || retrying || consent !== 'granted' || queue.length === 0) return;
    let cancelIdle: (() => void) | undefined;
    const windowTimer = setTimeout(() => {
      cancelIdle = whenIdle(
        () => {
          cancelScheduled = undefined;
          sendNext();
        },
        { timeoutMs: ANALYTICS_IDLE_TIMEOUT_MS },
      );
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

  const enqueue = (events: readonly AnalyticsEvent[]) => {
    if (consent === 'denied' || !enabled() || events.length === 0) return;
    queue.push(...events);
    // Bounded: with consent pending for a whole session, memory stays flat.
    if (queue.length > ANALYTICS_MAX_QUEUE) queue.splice(0, queue.length - ANALYTICS_MAX_QUEUE);
    listen();
    schedule();
  };
  enqueue(parameters.initialEvents ?? []);

  return {
    track(name, properties) {
      if (name === 'MODAL_CREATED' || consent === 'denied' || !enabled()) return;
      enqueue([buildAnalyticsEvent(name, properties)]);
    },
    setConsent(next) {
      consent = next;
      if (next === 'granted') return schedule();
      unschedule();
      if (next === 'denied') queue.length = 0;
    },
    getConsent: () => consent,
    flush: flushNow,
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
