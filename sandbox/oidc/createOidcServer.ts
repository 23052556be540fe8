import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchOrigin } from '../frame/page/matchOrigin';
import { devLoginPage } from './devLoginPage';

/** A relying party of the local provider. */
export interface OidcClientConfig {
  clientId: string;
  clientSecret: string;
  /** Allowed redirect URIs; the origin part may hold wildcards (`http://127.0.0.1:*`/), as the API's allow-list. */
  redirectUris: string[];
}

export interface StartOidcProviderParameters {
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  clients: OidcClientConfig[];
}

export interface StartOidcProviderReturnType {
  /** The issuer, also the base URL (discovery at /.well-known/openid-configuration). */
  issuer: string;
  url: string;
  stop(): Promise<void>;
}

// The parts of oidc-provider used here (it ships no types).
interface ProviderInstance {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  interactionDetails(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<{
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }>;
  interactionFinished(
    request: IncomingMessage,
    response: ServerResponse,
    result: object,
    options?: object,
  ): Promise<void>;
  Grant: new (fields: {
    accountId: string;
    clientId: string;
  }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
  Client: { prototype: object };
  on(event: string, listener: (...args: unknown[]) => void): void;
}
export type ProviderClass = new (issuer: string, configuration: object) => ProviderInstance;

const userNamePattern = /^[a-z0-9][a-z0-9._-]{0,31}$/;

/** The local OpenID Connect provider's HTTP server: a dev login form (any user name) and automatic consent. */
export async function createOidcServer(
  Provider: ProviderClass,
  parameters: StartOidcProviderParameters,
): Promise<StartOidcProviderReturnType> {
  const host = '127.0.0.1';
  let provider: ProviderInstance | undefined;
  const server: Server = createServer((request, response) => {
    if (!provider) {
      response.writeHead(503).end();
      return;
    }
    route(provider, request, response).catch((error: unknown) => {
      console.error('oidc:', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('The OIDC provider failed');
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`oidc: failed to start on port ${parameters.port ?? 0}: ${error.message}`)),
    );
    server.listen(parameters.port ?? 0, host, () => resolve((server.address() as AddressInfo).port));
  });
  const issuer = `http://${host}:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const patterns = new Map(parameters.clients.map((client) => [client.clientId, client.redirectUris]));
  provider = new Provider(issuer, {
    clients: parameters.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      // Checked by the override below; the metadata needs one concrete URI.
      redirect_uris: [`${issuer}/unused-callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [{ ...signingKey, kid: 'sandbox', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username'] },
    // Put the scope's claims in the id_token itself: the auth service reads nothing else.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, accountId: string) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        preferred_username: accountId,
        email: `${accountId}@oidc.portico-sandbox.test`,
        email_verified: true,
      }),
    }),
  });
  // Redirect URIs with wildcard origins: the demo's port is chosen at start.
  Object.defineProperty(provider.Client.prototype, 'redirectUriAllowed', {
    value(this: { clientId: string }, uri: string) {
      let parsed: URL;
      try {
        parsed = new URL(uri);
      } catch {
        return false;
      }
      return (patterns.get(this.clientId) ?? []).some((pattern) => {
        const [, origin = '', path = ''] = /^(https?:\/\/[^/]+)(\/.*)$/.exec(pattern) ?? [];
        return path === `${parsed.pathname}${parsed.search}` && matchOrigin(parsed.origin, [origin]);
      });
    },
  });

  let stopped: Promise<void> | undefined;
  return {
    issuer,
    url: issuer,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}

/** Serves the login form and automatic consent under /interaction; everything else is oidc-provider's. */
async function route(
  provider: ProviderInstance,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (!path.startsWith('/interaction/')) {
    provider.callback()(request, response);
    return;
  }
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name === 'login') {
    if (request.method === 'POST') {
      let body = '';
      for await (const chunk of request as AsyncIterable<Buffer>) body += chunk.toString('utf8');
      const userName = (new URLSearchParams(body).get('userName') ?? '').trim().toLowerCase();
      if (!userNamePattern.test(userName)) {
        sendHtml(
          response,
          400,
          devLoginPage(
            details.uid,
            String(details.params.login_hint ?? ''),
            'Enter 1-32 letters, digits, dots, dashes or underscores.',
          ),
        );
        return;
      }
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: userName } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    sendHtml(response, 200, devLoginPage(details.uid, String(details.params.login_hint ?? '')));
    return;
  }
  // Consent is granted without asking: every client of the sandbox provider is first-party.
  const accountId = details.session?.accountId ?? '';
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}
