import type { SiwxConfig, StoredSiwxSession } from './siwxConfig';
import { SiwxRequestFailedError } from './siwxErrors';

/** Options of `referenceApiSiwx`. */
export interface ReferenceApiSiwxOptions {
  /** Base URL of the reference API (the sandbox's in development). */
  apiUrl: string;
  /** The project whose allowed origins bind the sign-in's domain. */
  projectId?: string;
  required?: boolean;
  /** Disconnecting signs out (the session is revoked with the API and forgotten); default true. */
  signOutOnDisconnect?: boolean;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * SIWX against the reference API's sessions: its nonce, its verification (domain, nonce once, expiry,
 * signature) and its session token, which a host's server checks with `portico/server`'s
 * `verifySiwxSession`. Stored sessions are re-checked with `GET /v1/sessions/{id}` on every connect.
 */
export function referenceApiSiwx(options: ReferenceApiSiwxOptions): SiwxConfig {
  const base = options.apiUrl.replace(/\/+$/, '');
  const query = options.projectId ? `?projectId=${encodeURIComponent(options.projectId)}` : '';
  const call = async (path: string, init?: { method: string; body?: unknown }) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const response = await doFetch(`${base}${path}`, {
      method: init?.method ?? 'GET',
      ...(init?.body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
    });
    const json = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!response.ok) {
      const error = json?.error as { message?: string } | undefined;
      throw new SiwxRequestFailedError(response.status, error?.message);
    }
    return json ?? {};
  };
  return {
    ...(options.required === undefined ? {} : { required: options.required }),
    ...(options.signOutOnDisconnect === undefined
      ? {}
      : { signOutOnDisconnect: options.signOutOnDisconnect }),
    async getNonce() {
      return String((await call(`/v1/sessions/nonce${query}`, { method: 'POST' })).nonce);
    },
    async addSession(session) {
      const answer = await call(`/v1/sessions${query}`, {
        method: 'POST',
        body: { message: session.message, signature: session.signature },
      });
      return { token: String(answer.id), expiresAt: String(answer.expiresAt) };
    },
    async getSessions(stored) {
      const valid: StoredSiwxSession[] = [];
      for (const session of stored) {
        if (!session.token) continue;
        try {
          const answer = await call(`/v1/sessions/${encodeURIComponent(session.token)}`);
          if (answer.status === 'active') valid.push(session);
        } catch (error) {
          // 404: the API forgot it (a fresh database) — not valid; anything else is a failure to ask.
          if (!(error instanceof SiwxRequestFailedError) || error.code !== 404) throw error;
        }
      }
      return valid;
    },
    async revokeSession(session) {
      if (!session.token) return;
      await call(`/v1/sessions/${encodeURIComponent(session.token)}/revoke`, {
        method: 'POST',
        body: { ...(options.projectId ? { pci: options.projectId } : {}), signature: session.signature },
      });
    },
  };
}
