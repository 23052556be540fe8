// Test support for the analytics queue: kits as a host builds them, and a stub `fetch` standing in for
// the remote `/e` endpoint (the reference API's route is tested in sandbox/api/routes).

import type { AnalyticsEvent } from '../../src/api/analytics/analyticsEvent';
import {
  ANALYTICS_BATCH_WINDOW_MS,
  ANALYTICS_IDLE_TIMEOUT_MS,
} from '../../src/api/analytics/createAnalytics';
import { ethereum } from '../../src/core/networks/chains/evm';
import type { CreateAppKitOptions } from '../../src/kit/appKitOptions';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';

/** Time from a first event to its batch's POST when no idle callback comes sooner. */
export const UNTIL_SENT_MS = ANALYTICS_BATCH_WINDOW_MS + ANALYTICS_IDLE_TIMEOUT_MS;

/** One POST the stub received. */
export interface SeenPost {
  url: URL;
  init: RequestInit;
  events: AnalyticsEvent[];
}

/** A stub fetch: records POSTs and answers each with the next of `answers` (202 once they run out). */
export function stubAnalyticsFetch(answers: Array<number | Error> = []) {
  const posts: SeenPost[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    posts.push({ url: new URL(String(input)), init, events: JSON.parse(String(init.body)) });
    const answer = answers.shift() ?? 202;
    if (answer instanceof Error) throw answer;
    // A bare answer rather than a Response: jsdom test environments have no Response.
    return { ok: answer >= 200 && answer < 300, status: answer } as Response;
  });
  globalThis.fetch = fetch as typeof globalThis.fetch;
  /** The event names posted, batch by batch. */
  const names = () => posts.map((post) => post.events.map((event) => event.props.event));
  return { posts, names, fetch };
}

/** A kit with analytics on and an explicit apiUrl unless `options` say otherwise. */
export function analyticsKit(options: Partial<CreateAppKitOptions> = {}): AppKit {
  return createAppKit({
    projectId: 'proj-1',
    networks: [ethereum],
    storage: createMemoryStorage(),
    apiUrl: 'https://api.test/',
    ...options,
    features: { analytics: true, ...options.features },
  });
}

/** Tracks events the way the kit's own parts do (modal open / close). */
export function openAndClose(kit: AppKit, times = 1): void {
  for (let i = 0; i < times; i++) {
    void kit.open();
    kit.close();
  }
}
