import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { clientIdOf, clientKey, signRelayAuth } from './testing/rawRelayClient';
import { verifyRelayAuth } from './verifyRelayAuth';

// The relay's client check (the relay-auth spec), on tokens from the library WalletConnect clients sign
// with, from the spec as written (testing/rawRelayClient.ts) and from an attacker.

const relayUrl = 'ws://127.0.0.1:8555';
const policy = { audiences: [relayUrl], now: Date.now };
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('verifyRelayAuth', () => {
  test("@walletconnect/relay-auth's signJWT (what SignClient sends): accepted, the client id is its did:key", async () => {
    // The library the clients use, at the version @walletconnect/core pins (not a dependency of ours).
    const relayAuth = (await import('@walletconnect/relay-auth')) as {
      generateKeyPair(seed?: Uint8Array): { publicKey: Uint8Array; secretKey: Uint8Array };
      signJWT(sub: string, aud: string, ttl: number, keyPair: object): Promise<string>;
      encodeIss(publicKey: Uint8Array): string;
    };
    const keyPair = relayAuth.generateKeyPair(new Uint8Array(randomBytes(32)));
    const token = await relayAuth.signJWT('session', relayUrl, 86_400, keyPair);
    expect(verifyRelayAuth(token, policy)).toEqual({
      ok: true,
      clientId: relayAuth.encodeIss(keyPair.publicKey),
    });
    expect(clientIdOf(keyPair.secretKey.slice(0, 32))).toBe(relayAuth.encodeIss(keyPair.publicKey));
  });

  test('a trailing slash on either URL is the same relay; no audiences list accepts any', () => {
    const key = clientKey('a');
    expect(verifyRelayAuth(signRelayAuth(key, `${relayUrl}/`), policy)).toMatchObject({ ok: true });
    expect(verifyRelayAuth(signRelayAuth(key, 'wss://elsewhere'), { now: Date.now })).toMatchObject({
      ok: true,
    });
  });

  test.each([
    ['no token', () => null, 'AUTH_MISSING'],
    ['another relay', () => signRelayAuth(clientKey('a'), 'wss://relay.walletconnect.org'), 'AUTH_AUDIENCE'],
    ['no audience', () => signRelayAuth(clientKey('a'), relayUrl, { aud: undefined }), 'AUTH_AUDIENCE'],
    [
      'expired',
      () => signRelayAuth(clientKey('a'), relayUrl, { exp: Math.floor(Date.now() / 1000) - 1 }),
      'AUTH_EXPIRED',
    ],
    ['no expiry', () => signRelayAuth(clientKey('a'), relayUrl, { exp: undefined }), 'AUTH_EXPIRED'],
    [
      'issued an hour ahead',
      () => signRelayAuth(clientKey('a'), relayUrl, { iat: Math.floor(Date.now() / 1000) + 3600 }),
      'AUTH_NOT_YET_VALID',
    ],
    [
      'iss of another key',
      () => signRelayAuth(clientKey('a'), relayUrl, { iss: clientIdOf(clientKey('b')) }),
      'AUTH_SIGNATURE',
    ],
    [
      'iss not a did:key',
      () => signRelayAuth(clientKey('a'), relayUrl, { iss: 'did:web:example.com' }),
      'AUTH_ISSUER',
    ],
    [
      'iss a secp256k1 did:key',
      () =>
        signRelayAuth(clientKey('a'), relayUrl, {
          iss: 'did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme',
        }),
      'AUTH_ISSUER',
    ],
  ])('refused: %s', (_name, token, code) => {
    expect(verifyRelayAuth(token(), policy)).toMatchObject({ ok: false, code });
  });

  test('refused: a claim changed after signing, and alg none', () => {
    const token = signRelayAuth(clientKey('a'), relayUrl);
    const [header, claims, signature] = token.split('.') as [string, string, string];
    const changed = { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), sub: 'someone else' };
    expect(verifyRelayAuth(`${header}.${b64(changed)}.${signature}`, policy)).toMatchObject({
      code: 'AUTH_SIGNATURE',
    });
    expect(verifyRelayAuth(`${b64({ alg: 'none', typ: 'JWT' })}.${claims}.`, policy)).toMatchObject({
      code: 'AUTH_ALGORITHM',
    });
    expect(verifyRelayAuth(`${header}.${claims}.`, policy)).toMatchObject({ code: 'AUTH_SIGNATURE' });
  });

  test('hostile tokens: each refused with a code, none throws', () => {
    const valid = signRelayAuth(clientKey('a'), relayUrl);
    const [header, claims] = valid.split('.') as [string, string];
    const hostile = [
      '',
      '.',
      '..',
      '...',
      'a.b.c',
      'not-a-jwt',
      'x'.repeat(100_000),
      `${header}.${claims}`,
      `${header}.${claims}.${'A'.repeat(86)}`,
      `${b64('null')}.${b64('null')}.AA`,
      `${b64('[]')}.${b64('"text"')}.AA`,
      `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ iss: 42 })}.AA`,
      `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ iss: `did:key:z${'1'.repeat(5000)}` })}.AA`,
      `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ iss: 'did:key:z0OIl' })}.AA`,
      `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}.AA`,
      `${header}.${claims}.${b64('%%%')}`,
      `${header}.${claims}.${Buffer.from(new Uint8Array(64).fill(0xff)).toString('base64url')}`,
      `${header}.${b64({ iss: clientIdOf(clientKey('a')), aud: relayUrl, iat: 1e300, exp: Number.MAX_VALUE })}.AA`,
      `${header}.${claims}.!!`,
      '\u0000.\u0000.\u0000',
    ];
    // An all-zero public key is not a point a signature verifies against.
    const zeroKeyIss = `did:key:z${base58.encode(new Uint8Array([0xed, 0x01, ...new Uint8Array(32)]))}`;
    hostile.push(
      `${header}.${b64({ iss: zeroKeyIss, aud: relayUrl, iat: 1, exp: 2e9 })}.${Buffer.from(ed25519.sign(new Uint8Array(1), clientKey('a'))).toString('base64url')}`,
    );
    for (const token of hostile) {
      const outcome = verifyRelayAuth(token, policy);
      expect({ token: token.slice(0, 60), ok: outcome.ok }).toEqual({ token: token.slice(0, 60), ok: false });
      expect(outcome).toMatchObject({ code: expect.stringMatching(/^AUTH_/), message: expect.any(String) });
    }
  });
});
