import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseSiwxMessage, siwxCaipNetworkId } from '../../../src/core/siwx';
import { createContractSignatureVerifier, verifySiwxSignIn } from '../../../src/server';
import type { ApiContext } from '../ApiContext';
import { badRequest, notFound, unsupportedChain } from '../http/ApiError';
import { clientAddressKey } from '../http/clientAddressKey';
import { defineRoute } from '../http/defineRoute';
import { enforceRateLimit, type RateLimit } from '../http/enforceRateLimit';
import { kitQueryFields } from '../http/schemas';
import { allowedDomains, type SessionRow, sessionAnswer } from './sessionRecords';
import { isSiwxSessionNetwork } from './siwxSessionNetworks';

/** How long an issued nonce may wait for its sign-in (SPEC is silent; long enough to read the wallet's prompt). */
export const SIWX_NONCE_TTL_MS = 10 * 60_000;
/** The longest session the API opens; a message's own Expiration Time may end it sooner. */
export const SIWX_SESSION_MAX_MS = 7 * 24 * 3_600_000;

/**
 * Nonces one client address may take per minute. Each is a database row until it is used or expires,
 * and issuing was unlimited (4,188 a second, issue 22); a visitor needs one per sign-in, so 60 leaves
 * room for a shared address (an office, a NAT) while capping the rows one client can create.
 */
export const SIWX_NONCE_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };

/** SHA-256 of a session token: what the table keeps instead of the token. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

const tokenSchema = z.string().regex(/^ps_[A-Za-z0-9_-]{43}$/, { error: 'not a session token' });

// A core refusal (SiwxMessageError / SiwxVerificationError) keeps its reason in the answer's message.
function refusal(error: unknown): never {
  const data = (error as { data?: { reason?: string } }).data;
  if (error instanceof Error && data?.reason) throw badRequest(`${error.message}`);
  throw error;
}

// Smart accounts (EIP-1271, counterfactual EIP-6492) are checked on the chain the message names (one
// the API serves: sign-ins on any other chain are refused before their signature is looked at).
function contractSignatureVerifier(context: ApiContext) {
  return createContractSignatureVerifier({
    rpcUrls: (chainId) => context.chains.get(`eip155:${chainId}`)?.rpcUrl,
  });
}

/**
 * The reference API's SIWX sessions (docs/siwx.md, "Reference API sessions"): a nonce is issued, the
 * signed message is verified (a chain the API serves, domain bound to the project's allowed origins, URI
 * bound to that domain, nonce issued and consumed once, validity window, signature), and a session
 * opens whose opaque token a host's server checks with GET /v1/sessions/{id}; revoke needs the session's signature, which only the signer's kit kept.
 */
export const sessionRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/sessions/nonce',
    query: z.object(kitQueryFields),
    async handle({ query, context, clientAddress }) {
      await enforceRateLimit(context.db, {
        scope: 'siwx-nonce',
        client: clientAddressKey(clientAddress),
        limit: context.nonceRateLimit ?? SIWX_NONCE_RATE_LIMIT,
      });
      const nonce = randomBytes(16).toString('hex');
      const expiresAt = new Date(Date.now() + SIWX_NONCE_TTL_MS).toISOString();
      await context.db.query('insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)', [
        nonce,
        query.projectId ?? '',
        expiresAt,
      ]);
      return { status: 201, json: { nonce, expiresAt } };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/sessions',
    query: z.object(kitQueryFields),
    body: z.object({ message: z.string().min(1).max(4000), signature: z.string().min(1).max(4000) }),
    async handle({ query, body, context }) {
      const projectId = query.projectId ?? '';
      let parsed: ReturnType<typeof parseSiwxMessage>;
      try {
        parsed = parseSiwxMessage(body.message);
      } catch (error) {
        refusal(error);
      }
      // Only a chain this API serves, or a Bitcoin / Polkadot / Cosmos network the kit knows
      // (siwxSessionNetworks.ts). Refused before the signature, so the nonce is not burned.
      const network = siwxCaipNetworkId(parsed);
      if (!network) throw badRequest('The message names no chain');
      if (!isSiwxSessionNetwork(context, network)) {
        throw unsupportedChain(`This API does not serve ${network}; sign in on one of its chains`);
      }
      // Domain binding: only an authority of one of the project's allowed origins may sign in here.
      const domains = await allowedDomains(context.db, projectId);
      const expectedDomain = domains.includes(parsed.domain)
        ? parsed.domain
        : (domains[0] ?? '(none allowed)');
      // Every namespace's signature: EIP-191 / smart accounts, ed25519, BIP-322, sr25519, ADR-036.
      const verified = await verifySiwxSignIn({
        message: body.message,
        signature: body.signature,
        expected: { domain: expectedDomain },
        verifyContractSignature: contractSignatureVerifier(context),
        consumeNonce: async (nonce) => {
          const { rows } = await context.db.query(
            'delete from siwx_nonces where nonce = $1 and project_id = $2 and expires_at > $3 returning nonce',
            [nonce, projectId, new Date().toISOString()],
          );
          return rows.length === 1;
        },
      }).catch(refusal);
      const limit = Date.now() + SIWX_SESSION_MAX_MS;
      const own = verified.expirationTime ? Date.parse(verified.expirationTime) : limit;
      const expiresAt = new Date(Math.min(own, limit)).toISOString();
      const token = `ps_${randomBytes(32).toString('base64url')}`;
      const { rows } = await context.db.query<SessionRow>(
        `insert into siwx_sessions (token_hash, project_id, namespace, caip_network_id, address, domain, message,
           signature, issued_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
        [
          hashSessionToken(token),
          projectId,
          verified.namespace,
          network,
          verified.accountAddress,
          verified.domain,
          body.message,
          body.signature,
          verified.issuedAt ?? null,
          expiresAt,
        ],
      );
      return { status: 201, json: sessionAnswer(token, rows[0] as SessionRow) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/sessions/:id',
    params: z.object({ id: tokenSchema }),
    async handle({ params, context }) {
      const { rows } = await context.db.query<SessionRow>(
        'select * from siwx_sessions where token_hash = $1',
        [hashSessionToken(params.id)],
      );
      const row = rows[0];
      if (!row) throw notFound('No such session');
      return { json: sessionAnswer(params.id, row) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/sessions/:id/revoke',
    params: z.object({ id: tokenSchema }),
    body: z.object({ pci: z.string().max(200).optional(), signature: z.string().min(1).max(4000) }),
    async handle({ params, body, context }) {
      const { rows } = await context.db.query<SessionRow>(
        'select * from siwx_sessions where token_hash = $1',
        [hashSessionToken(params.id)],
      );
      const row = rows[0];
      // The same answer for an unknown token and a wrong signature: neither tells which tokens exist.
      if (
        !row ||
        row.signature !== body.signature ||
        (body.pci !== undefined && body.pci !== row.project_id)
      ) {
        throw notFound('No such session');
      }
      const { rows: revoked } = await context.db.query<SessionRow>(
        'update siwx_sessions set revoked_at = coalesce(revoked_at, $2) where token_hash = $1 returning *',
        [row.token_hash, new Date().toISOString()],
      );
      return { json: sessionAnswer(params.id, revoked[0] as SessionRow) };
    },
  }),
];
