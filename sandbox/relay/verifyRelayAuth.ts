import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';

// The client check of the WalletConnect relay-auth spec: a client connects with `?auth=<JWT>`, a JWT
// signed with Ed25519 by the key its `iss` names as a did:key. Header {alg: EdDSA, typ: JWT}; claims iss,
// sub, aud (the relay URL the client was given), iat and exp in seconds. What @walletconnect/relay-auth's
// signJWT makes is what this accepts; anything else is refused with a code, never thrown.

/** Why a token was refused: the code in the relay's 401 answer. */
export type RelayAuthRefusal =
  | 'AUTH_MISSING'
  | 'AUTH_MALFORMED'
  | 'AUTH_ALGORITHM'
  | 'AUTH_ISSUER'
  | 'AUTH_SIGNATURE'
  | 'AUTH_EXPIRED'
  | 'AUTH_NOT_YET_VALID'
  | 'AUTH_AUDIENCE';

export type RelayAuthOutcome =
  | { ok: true; clientId: string }
  | { ok: false; code: RelayAuthRefusal; message: string };

export interface RelayAuthPolicy {
  /** The relay URLs a token may name as `aud` (compared without a trailing slash); any when undefined. */
  audiences?: readonly string[];
  /** Seconds: how far in the future `iat` may be (clocks differ). 60 by default. */
  clockSkewSeconds?: number;
  /** Milliseconds since the epoch. */
  now: () => number;
}

/** The multicodec prefix of an Ed25519 public key (0xed, varint-encoded) in a did:key. */
const ED25519_MULTICODEC = [0xed, 0x01] as const;
/** A token longer than this is refused unread (a real one is about 400 characters). */
const MAX_TOKEN_LENGTH = 2048;

const refuse = (code: RelayAuthRefusal, message: string): RelayAuthOutcome => ({ ok: false, code, message });

/** Checks `token` (the `auth` query parameter) against `policy`. */
export function verifyRelayAuth(token: string | null | undefined, policy: RelayAuthPolicy): RelayAuthOutcome {
  if (!token) return refuse('AUTH_MISSING', 'The connection URL has no auth token');
  if (token.length > MAX_TOKEN_LENGTH) return refuse('AUTH_MALFORMED', 'The auth token is too long');
  const parts = token.split('.');
  if (parts.length !== 3) return refuse('AUTH_MALFORMED', 'The auth token is not a JWT');
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = parts;
  const header = decodeJson(encodedHeader);
  const claims = decodeJson(encodedClaims);
  if (!header || !claims) return refuse('AUTH_MALFORMED', 'The auth token is not a JWT');
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT')
    return refuse('AUTH_ALGORITHM', 'The auth token must be an EdDSA JWT');
  const publicKey = typeof claims.iss === 'string' ? didKeyPublicKey(claims.iss) : undefined;
  if (!publicKey) return refuse('AUTH_ISSUER', 'The issuer must be an Ed25519 did:key');
  const signature = decodeBase64Url(encodedSignature);
  if (signature?.length !== 64 || !verifies(signature, `${encodedHeader}.${encodedClaims}`, publicKey))
    return refuse('AUTH_SIGNATURE', "The auth token's signature does not verify");
  const nowSeconds = Math.floor(policy.now() / 1000);
  const { exp, iat, aud } = claims;
  if (!isSeconds(exp) || exp <= nowSeconds) return refuse('AUTH_EXPIRED', 'The auth token has expired');
  if (!isSeconds(iat) || iat > nowSeconds + (policy.clockSkewSeconds ?? 60))
    return refuse('AUTH_NOT_YET_VALID', 'The auth token is issued in the future');
  if (
    policy.audiences &&
    !(typeof aud === 'string' && policy.audiences.map(trimSlash).includes(trimSlash(aud)))
  )
    return refuse('AUTH_AUDIENCE', 'The auth token is for another relay');
  return { ok: true, clientId: claims.iss as string };
}

/** The 32-byte key of `did:key:z<base58btc(0xed 0x01 key)>`, or undefined. */
function didKeyPublicKey(did: string): Uint8Array | undefined {
  const prefix = 'did:key:z';
  if (!did.startsWith(prefix) || did.length > 100) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(did.slice(prefix.length));
  } catch {
    return undefined;
  }
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1])
    return undefined;
  return bytes.slice(2);
}

function verifies(signature: Uint8Array, signed: string, publicKey: Uint8Array): boolean {
  try {
    return ed25519.verify(signature, new TextEncoder().encode(signed), publicKey);
  } catch {
    return false; // a key that is not a curve point
  }
}

function decodeBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  return new Uint8Array(Buffer.from(text, 'base64url'));
}

function decodeJson(text: string): Record<string, unknown> | undefined {
  const bytes = decodeBase64Url(text);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function isSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
