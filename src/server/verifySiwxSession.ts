import { defineError } from '../core/errors/defineError';
import { checkSiwxUri } from '../core/siwx/checkSiwxUri';
import { parseSiwxMessage } from '../core/siwx/siwxText';
import { SIWX_SESSION_COOKIE, tokenFromAuthorization, tokenFromCookie } from './siwxSessionToken';

/** A session as the reference API's `GET /v1/sessions/{id}` answers it (or a host's own `verify`). */
export interface SiwxSessionRecord {
  id: string;
  status: 'active' | 'expired' | 'revoked';
  caipNetworkId: string;
  address: string;
  domain: string;
  /** The exact text that was signed. */
  message: string;
  expiresAt: string;
  issuedAt?: string;
}

/** Why a request's session was not trusted. */
export type SiwxSessionReason =
  | 'missingToken'
  | 'unknownSession'
  | 'expired'
  | 'revoked'
  | 'domainMismatch'
  | 'uriMismatch'
  | 'malformedSession'
  | 'unavailable';

/** Thrown by `verifySiwxSession`; `data.reason` says why (a server answers 401, or 503 for `unavailable`). */
export const SiwxSessionError = /* @__PURE__ */ defineError({
  name: 'SiwxSessionError',
  message: (reason: SiwxSessionReason) => `SIWX session refused: ${reason}`,
  fields: (reason: SiwxSessionReason) => ({ reason }),
});

/** Input of `verifySiwxSession`: where the token is, who vouches for it, and the host's own domain. */
export interface VerifySiwxSessionInput {
  /** The request's `Cookie` header (the token in `cookieName`). */
  cookie?: string | null;
  /** The request's `Authorization` header (`Bearer <token>`); wins over the cookie. */
  authorizationHeader?: string | null;
  /** Default `portico_siwx`. */
  cookieName?: string;
  /** Base URL of the API that issued the session (the reference API): its `GET /v1/sessions/{id}` decides. */
  apiUrl?: string;
  /** Instead of `apiUrl`: the host's own lookup of a token (undefined when unknown). */
  verify?: (token: string) => Promise<SiwxSessionRecord | undefined>;
  /** The host's domain (`app.example.com`, with `:port` if any): a session signed for another site is refused. */
  expectedDomain: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Reference time in ms (default now). */
  now?: number;
}

async function lookUp(token: string, input: VerifySiwxSessionInput): Promise<SiwxSessionRecord | undefined> {
  if (input.verify) return input.verify(token);
  if (!input.apiUrl) throw new TypeError('verifySiwxSession needs apiUrl or verify');
  const doFetch = input.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(`${input.apiUrl.replace(/\/+$/, '')}/v1/sessions/${encodeURIComponent(token)}`);
  } catch {
    throw new SiwxSessionError('unavailable');
  }
  // 400 is a token of the wrong shape: as unknown as one the API never issued.
  if (response.status === 404 || response.status === 400) return undefined;
  if (!response.ok) throw new SiwxSessionError('unavailable');
  return (await response.json()) as SiwxSessionRecord;
}

/**
 * Verifies the SIWX session a request carries (docs/siwx.md, "On your server"): finds the token in the
 * Authorization header or the cookie, asks the issuing API (or `verify`) about it, and resolves with the
 * session only when it is active, unexpired and signed for `expectedDomain` with an http(s) URI on that
 * domain (checked on the signed text itself, not only the API's word). Rejects with SiwxSessionError otherwise.
 */
export async function verifySiwxSession(input: VerifySiwxSessionInput): Promise<SiwxSessionRecord> {
  const token =
    tokenFromAuthorization(input.authorizationHeader) ??
    tokenFromCookie(input.cookie, input.cookieName ?? SIWX_SESSION_COOKIE);
  if (!token) throw new SiwxSessionError('missingToken');
  const session = await lookUp(token, input);
  if (!session) throw new SiwxSessionError('unknownSession');
  if (session.status === 'revoked') throw new SiwxSessionError('revoked');
  const now = input.now ?? Date.now();
  const expiresAt = Date.parse(session.expiresAt);
  if (session.status !== 'active' || !(expiresAt > now)) throw new SiwxSessionError('expired');
  let signed: ReturnType<typeof parseSiwxMessage>;
  try {
    signed = parseSiwxMessage(session.message);
  } catch {
    throw new SiwxSessionError('malformedSession');
  }
  if (signed.domain !== input.expectedDomain || session.domain !== input.expectedDomain) {
    throw new SiwxSessionError('domainMismatch');
  }
  // Not only the API's word: a session whose signed URI is not an http(s) URI on its domain (issue 22)
  // was opened by a verifier without URI binding, and is not trusted here.
  try {
    checkSiwxUri(signed);
  } catch {
    throw new SiwxSessionError('uriMismatch');
  }
  if (signed.accountAddress.toLowerCase() !== session.address.toLowerCase()) {
    throw new SiwxSessionError('malformedSession');
  }
  return session;
}
