import { randomUUID } from 'node:crypto';
import { describeEachDatabase } from '../testing/describeEachDatabase';

// Issue 29: the unauthenticated writes have per-client budgets in the database (shared by every instance,
// as the nonce limit is: test/scale/api.scale.test.ts spends one budget through two instances).

const event = () => ({
  eventId: randomUUID(),
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_790_000_000_123,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
});

describeEachDatabase(
  'unauthenticated write limits',
  (harness) => {
    test('POST /e: the third post in the window is 429 with Retry-After and stores nothing', async () => {
      const send = () => harness().request('POST', '/e?projectId=limits', event());
      expect((await send()).status).toBeLessThan(300);
      expect((await send()).status).toBeLessThan(300);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = await harness().request('GET', '/v1/analytics/events?projectId=limits');
      expect(stored.json.events).toHaveLength(2);
    });
  },
  { writeRateLimits: { analytics: { max: 2, windowMs: 60_000 } } },
);
