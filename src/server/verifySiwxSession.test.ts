import { buildSiweMessage } from '../core/siwx';
import { type SiwxSessionRecord, verifySiwxSession } from './verifySiwxSession';

// The host's own lookup (`verify`) stands in for the API: it is part of the helper's contract, so these
// tests exercise the helper's rules; the reference API path is tested in sandbox/api/routes/sessionRoutes.test.ts.

const TOKEN = `ps_${'a'.repeat(43)}`;
const ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const NOW = Date.parse('2030-06-01T12:00:00Z');

function record(overrides: Partial<SiwxSessionRecord> = {}, domain = 'app.example.com'): SiwxSessionRecord {
  const message = buildSiweMessage({
    domain,
    accountAddress: ADDRESS,
    uri: `https://${domain}/`,
    version: '1',
    chainId: 1,
    nonce: 'n0nce1234',
    issuedAt: '2030-06-01T11:59:00Z',
  });
  return {
    id: TOKEN,
    status: 'active',
    caipNetworkId: 'eip155:1',
    address: ADDRESS,
    domain,
    message,
    expiresAt: '2030-06-02T12:00:00Z',
    ...overrides,
  };
}

const lookup = (session: SiwxSessionRecord | undefined) => async (token: string) =>
  token === TOKEN ? session : undefined;

describe('verifySiwxSession', () => {
  test('default: a Bearer token of an active session for the domain resolves with the session', async () => {
    const session = record();
    await expect(
      verifySiwxSession({
        authorizationHeader: `Bearer ${TOKEN}`,
        verify: lookup(session),
        expectedDomain: 'app.example.com',
        now: NOW,
      }),
    ).resolves.toEqual(session);
  });

  test('behavior: the token is read from the portico_siwx cookie (or a named one)', async () => {
    const verify = lookup(record());
    const base = { verify, expectedDomain: 'app.example.com', now: NOW };
    await expect(
      verifySiwxSession({ ...base, cookie: `theme=dark; portico_siwx=${TOKEN}` }),
    ).resolves.toBeDefined();
    await expect(
      verifySiwxSession({ ...base, cookie: `sid=${TOKEN}`, cookieName: 'sid' }),
    ).resolves.toBeDefined();
  });

  test.each([
    ['missingToken', {}, record()],
    ['unknownSession', { authorizationHeader: `Bearer ps_${'b'.repeat(43)}` }, record()],
    ['revoked', { authorizationHeader: `Bearer ${TOKEN}` }, record({ status: 'revoked' })],
    ['expired', { authorizationHeader: `Bearer ${TOKEN}` }, record({ expiresAt: '2030-06-01T11:00:00Z' })],
    ['domainMismatch', { authorizationHeader: `Bearer ${TOKEN}` }, record({}, 'evil.example')],
    ['malformedSession', { authorizationHeader: `Bearer ${TOKEN}` }, record({ message: 'hello' })],
    [
      'uriMismatch',
      { authorizationHeader: `Bearer ${TOKEN}` },
      record({
        message: record().message.replace('URI: https://app.example.com/', 'URI: javascript:alert(1)'),
      }),
    ],
  ])('error: %s is refused with SiwxSessionError and that reason', async (reason, headers, session) => {
    await expect(
      verifySiwxSession({ ...headers, verify: lookup(session), expectedDomain: 'app.example.com', now: NOW }),
    ).rejects.toMatchObject({ name: 'SiwxSessionError', data: { reason } });
  });

  test('error: an API that cannot be reached is "unavailable", not "unknownSession"', async () => {
    await expect(
      verifySiwxSession({
        authorizationHeader: `Bearer ${TOKEN}`,
        apiUrl: 'http://127.0.0.1:9',
        expectedDomain: 'app.example.com',
      }),
    ).rejects.toMatchObject({ data: { reason: 'unavailable' } });
  });
});
