import { createHash, randomBytes } from 'node:crypto';
import { AuthError } from './AuthError';

/** Where the auth service logs users in for the social providers (the sandbox's local OIDC provider). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What a login attempt must remember between the authorize URL and the code exchange. */
export interface OidcAttempt {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

/** The identity an id_token vouches for. */
export interface OidcIdentity {
  subject: string;
  email?: string;
  userName?: string;
}

const random = () => randomBytes(32).toString('base64url');

/** An OpenID Connect relying party: authorization code flow with PKCE (S256) and client_secret_basic. */
export function createOidcClient(settings: OidcSettings) {
  const issuer = settings.issuer.replace(/\/+$/, '');
  let discovery:
    | Promise<{ authorization_endpoint: string; token_endpoint: string; issuer: string }>
    | undefined;
  const discover = () => {
    discovery ??= fetch(`${issuer}/.well-known/openid-configuration`).then(async (response) => {
      if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`);
      return response.json();
    });
    return discovery.catch((error) => {
      discovery = undefined;
      throw error;
    });
  };

  return {
    /** A new attempt and the provider URL to open in the app's popup. */
    async authorize(redirectUri: string, hint: string): Promise<{ attempt: OidcAttempt; uri: string }> {
      const { authorization_endpoint } = await discover();
      const attempt = { state: random(), nonce: random(), verifier: random(), redirectUri };
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: redirectUri,
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: createHash('sha256').update(attempt.verifier).digest('base64url'),
        code_challenge_method: 'S256',
        // Which social button was pressed; the local provider shows it on its login form.
        login_hint: hint,
      }).toString();
      return { attempt, uri: url.toString() };
    },

    /** Exchanges the code of `callback` (the redirect URL the popup landed on) for the user's identity. */
    async exchange(callback: URL, attempt: OidcAttempt): Promise<OidcIdentity> {
      const error = callback.searchParams.get('error');
      if (error) throw new AuthError(400, `Social login failed: ${error}`);
      const code = callback.searchParams.get('code');
      if (!code) throw new AuthError(400, 'Social login failed: the redirect carries no code');
      const { token_endpoint, issuer: expectedIssuer } = await discover();
      const basic = Buffer.from(
        `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
      ).toString('base64');
      const response = await fetch(token_endpoint, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: attempt.redirectUri,
          code_verifier: attempt.verifier,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { id_token?: string; error?: string };
      if (!response.ok || !body.id_token) {
        throw new AuthError(
          400,
          `Social login failed: ${body.error ?? `token endpoint answered ${response.status}`}`,
        );
      }
      // The id_token came straight from the token endpoint over the back channel, so its signature
      // adds nothing here (OIDC Core 3.1.3.7); the claims that bind it to this attempt are checked.
      const claims = decodeJwtPayload(body.id_token);
      const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (
        claims.iss !== expectedIssuer ||
        !audience.includes(settings.clientId) ||
        claims.nonce !== attempt.nonce
      ) {
        throw new AuthError(400, 'Social login failed: the id_token is not for this login');
      }
      if (typeof claims.sub !== 'string' || claims.sub === '')
        throw new AuthError(400, 'Social login failed: no subject');
      return {
        subject: `${claims.iss}|${claims.sub}`,
        ...(typeof claims.email === 'string' ? { email: claims.email.toLowerCase() } : {}),
        ...(typeof claims.preferred_username === 'string' ? { userName: claims.preferred_username } : {}),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (!payload) throw new AuthError(400, 'Social login failed: malformed id_token');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
