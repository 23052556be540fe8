import type { Database } from '../db/Database';

/** A row of `siwx_sessions` as the database returns it. */
export interface SessionRow {
  token_hash: string;
  project_id: string;
  namespace: string;
  caip_network_id: string;
  address: string;
  domain: string;
  message: string;
  signature: string;
  issued_at: string | null;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

/** A session's state: `active` until it expires or is revoked. */
export type SessionStatus = 'active' | 'expired' | 'revoked';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The JSON a session route answers: who signed in where, until when, and whether it still holds. The
 * signature is never answered: it is what authorises a revoke.
 */
export function sessionAnswer(token: string, row: SessionRow) {
  const expiresAt = iso(row.expires_at);
  const status: SessionStatus = row.revoked_at
    ? 'revoked'
    : Date.parse(expiresAt) <= Date.now()
      ? 'expired'
      : 'active';
  return {
    id: token,
    status,
    namespace: row.namespace,
    caipNetworkId: row.caip_network_id,
    address: row.address,
    domain: row.domain,
    message: row.message,
    issuedAt: row.issued_at ?? undefined,
    expiresAt,
    ...(row.revoked_at ? { revokedAt: iso(row.revoked_at) } : {}),
  };
}

/**
 * The authorities (`host[:port]`) of the project's allowed origins: the domains a sign-in may be bound
 * to. Wildcard origins (`https://*.example.com`) are not matched: a sign-in names one exact domain.
 */
export async function allowedDomains(db: Database, projectId: string): Promise<string[]> {
  const { rows } = await db.query<{ origin: string }>(
    `select origin from allowed_origins where project_id = '*' or project_id = $1 order by origin collate "C"`,
    [projectId],
  );
  return rows.flatMap(({ origin }) => {
    if (origin.includes('*')) return [];
    try {
      return [new URL(origin).host];
    } catch {
      return [];
    }
  });
}
