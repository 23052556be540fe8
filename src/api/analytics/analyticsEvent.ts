import type { AppKitEventName } from '../../core/events/appKitEvents';

/**
 * Analytics event names the kit tracks: AppKit's (src/core/events/appKitEvents.ts, one declaration for
 * the events listeners get and analytics sends); MODAL_CREATED is never sent (SPEC §7).
 */
export type TrackedEventName = AppKitEventName | (string & {});

/** One analytics event as POSTed to `/e` (SPEC §7); the kit posts them in batches (arrays). */
export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: { type: string; event: string; properties?: Record<string, unknown> };
}

/**
 * The visitor's analytics consent as the host reports it: `granted` sends, `pending` holds events
 * (a bounded queue) until the host decides, `denied` drops them and tracks nothing more.
 */
export type AnalyticsConsent = 'granted' | 'pending' | 'denied';

/** The consent values, for validating what a plain-JS host passes. */
export const ANALYTICS_CONSENTS: readonly AnalyticsConsent[] = ['granted', 'pending', 'denied'];

function newEventId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** Builds the `/e` body of one event now: a fresh id, the page's URL and host, the current time. */
export function buildAnalyticsEvent(name: string, properties?: Record<string, unknown>): AnalyticsEvent {
  const location = globalThis.location;
  return {
    eventId: newEventId(),
    url: location?.href ?? '',
    domain: location?.hostname ?? '',
    timestamp: Date.now(),
    props: { type: 'track', event: name, ...(properties ? { properties } : {}) },
  };
}
