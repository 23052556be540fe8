import { enforceRateLimit } from '../http/enforceRateLimit';
import { describeEachDatabase } from '../testing/describeEachDatabase';

// The API's limit clock is injected (startApi's nonceRateLimit.now), so windows pass by moving it,
// never by waiting. Each test first moves it an hour on, into a window of its own.

let clock = Date.parse('2030-06-01T12:00:00Z');
const LIMIT = { max: 3, windowMs: 60_000, now: () => clock };

describeEachDatabase(
  'SIWX nonce issuance is limited per client address',
  (harness) => {
    const issue = () => harness().request('POST', '/v1/sessions/nonce?projectId=p');
    beforeEach(() => {
      clock += 3_600_000;
    });

    test('default: max nonces per window, then 429 with Retry-After; the next window serves again', async () => {
      for (let i = 0; i < 3; i += 1) expect((await issue()).status).toBe(201);
      const refused = await issue();
      expect(refused).toMatchObject({ status: 429, json: { error: { code: 'TOO_MANY_REQUESTS' } } });
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(refused.headers.get('access-control-expose-headers')).toContain('retry-after');
      clock += 45_500;
      expect((await issue()).headers.get('retry-after')).toBe('15');
      clock += 14_500;
      expect((await issue()).status).toBe(201);
    });

    test('behavior: parallel requests cannot overrun the window (one claim per request)', async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, issue));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
    });

    test('behavior: one client at its limit does not hold up another', async () => {
      const claim = (client: string) =>
        enforceRateLimit(harness().api.db, { scope: 'siwx-nonce', client, limit: LIMIT });
      for (let i = 0; i < 3; i += 1) await claim('203.0.113.7');
      await expect(claim('203.0.113.7')).rejects.toMatchObject({ status: 429 });
      await expect(claim('198.51.100.1')).resolves.toBeUndefined();
      await expect(claim('2001:db8::/64')).resolves.toBeUndefined();
    });
  },
  { nonceRateLimit: LIMIT },
);
