import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import { createDatabase } from '../api/db/createDatabase';
import type { Database } from '../api/db/Database';
import { runMigrations } from '../api/db/runMigrations';
import { bounded, migrationsOutcome } from '../api/lifecycle/checkReadiness';
import { createLifecycle } from '../api/lifecycle/createLifecycle';
import { drainServer } from '../api/lifecycle/drainServer';
import { authMigrations } from './auth/authMigrations';
import { createAuthHandler } from './auth/createAuthHandler';
import { createAuthService } from './auth/createAuthService';
import { createOidcClient, type OidcSettings } from './auth/createOidcClient';
import { createKeyVault } from './auth/keyVault';
import { defaultMasterKeyFile, loadMasterKey } from './auth/loadMasterKey';
import { sessionBindingMigration } from './auth/sessionBindingMigration';
import { buildFramePage } from './buildFramePage';
import { frameAncestorsPolicy, loadAllowedOrigins, refusedEmbedder } from './frameAncestors';
import { escapeHtml, farcasterStubPage, framePage, messagePage } from './framePages';
import type { FrameChain } from './page/createFrameHost';

export interface StartSecureFrameParameters {
  /** TCP port; 0 (default) picks a free one. Its own port makes it a different origin from the demo. */
  port?: number;
  host?: string;
  /** The reference API, whose GET /v1/allowed-origins the page checks its parent against. */
  apiUrl: string;
  /** Used when the iframe URL carries no projectId. */
  projectId?: string;
  chains: FrameChain[];
  smtp: { host: string; port: number };
  oidc: OidcSettings;
  mailFrom?: string;
  /** PGlite data directory (files 0600, directories 0700); in memory without it. */
  dataDir?: string;
  /**
   * Where the master key is kept when PORTICO_MASTER_KEY is not set: outside the data directory
   * (default `<dataDir>.master.key`); without either, the key is random for this process.
   */
  masterKeyFile?: string;
  /** PostgreSQL URL instead of PGlite (the master key then comes from the environment or memory). */
  databaseUrl?: string;
  /** Receives unexpected errors; default prints them to stderr. */
  onError?: (error: unknown) => void;
  /**
   * On stop, how long `/readyz` answers 503 before the listener closes (default 0): above the time a
   * balancer needs to mark the instance down, as for the API (docs/self-hosting.md).
   */
  drainDelayMs?: number;
  /** On stop, the bound on waiting for the requests in flight (default 10 s). */
  stopGraceMs?: number;
}

export interface StartSecureFrameReturnType {
  /** Base URL of the frame origin (the kit's secureSiteOrigin). */
  url: string;
  origin: string;
  db: Database;
  /**
   * Stops gracefully: `/readyz` 503 at once, (drain delay), no new connections, the requests in flight
   * answered, then the mail transport and the database closed. The same promise on every call.
   */
  stop(): Promise<void>;
}

const parametersSchema = z.object({
  apiUrl: z.url({ protocol: /^https?$/ }),
  chains: z
    .array(
      z.object({
        caipNetworkId: z
          .string()
          .regex(
            /^(eip155:[0-9]{1,20}|solana:[1-9A-HJ-NP-Za-km-z]{1,32})$/,
            'must be eip155:<id> or solana:<ref>',
          ),
        rpcUrl: z.string(),
        name: z.string().min(1).max(64).optional(),
      }),
    )
    .min(1, 'at least one chain is required'),
  smtp: z.object({ host: z.string().min(1), port: z.number().int().min(1).max(65535) }),
  oidc: z.object({ issuer: z.url(), clientId: z.string().min(1), clientSecret: z.string().min(1) }),
});

/** Starts the reference secure frame: the /sdk page, its auth API, device approval and the Farcaster stub. */
export async function startSecureFrame(
  parameters: StartSecureFrameParameters,
): Promise<StartSecureFrameReturnType> {
  const checked = parametersSchema.safeParse(parameters);
  if (!checked.success) throw new Error(`frame: invalid configuration: ${z.prettifyError(checked.error)}`);
  const host = parameters.host ?? '127.0.0.1';
  const onError = parameters.onError ?? ((error: unknown) => console.error('frame:', error));
  const script = await buildFramePage();
  const db = await createDatabase(parameters);
  try {
    await runMigrations(db, [...authMigrations, sessionBindingMigration]);
  } catch (error) {
    await db.close();
    throw error;
  }
  const vault = createKeyVault(
    loadMasterKey({
      // SANDBOX_FRAME_MASTER_KEY is the variable's name before issue 12; still read.
      env: process.env.PORTICO_MASTER_KEY || process.env.SANDBOX_FRAME_MASTER_KEY,
      keyFile:
        parameters.masterKeyFile ??
        (parameters.dataDir && !parameters.databaseUrl
          ? defaultMasterKeyFile(parameters.dataDir)
          : undefined),
      ...(parameters.databaseUrl ? {} : { dataDir: parameters.dataDir }),
    }),
  );
  const transport = createTransport({
    host: parameters.smtp.host,
    port: parameters.smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  const from = parameters.mailFrom ?? 'Portico sandbox <no-reply@portico-sandbox.test>';
  let origin = '';
  const auth = createAuthService({
    db,
    vault,
    oidc: createOidcClient(parameters.oidc),
    publicUrl: () => origin,
    sendMail: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  });
  const authHandler = createAuthHandler(auth, onError, () => origin);
  const pageConfig = (projectId: string) => ({
    apiUrl: parameters.apiUrl.replace(/\/+$/, ''),
    projectId,
    chains: parameters.chains,
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    if (await authHandler(request, response, url.pathname)) return;
    const html = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // Only /sdk is meant to be embedded, and it says by whom; every other page is never framed.
        'content-security-policy': "frame-ancestors 'none'",
        ...headers,
      });
      response.end(body);
    };
    if (request.method === 'GET' && url.pathname === '/sdk') {
      const projectId = url.searchParams.get('projectId') || parameters.projectId || '';
      const allowedOrigins = await loadAllowedOrigins(pageConfig(projectId).apiUrl, projectId).catch(
        (error: unknown) => {
          onError(error);
          return undefined;
        },
      );
      if (!allowedOrigins) {
        return html(
          503,
          messagePage('Wallet unavailable', 'The allow-list of this project could not be read.'),
        );
      }
      const refused = refusedEmbedder(request.headers.referer, allowedOrigins);
      if (refused) {
        // A page that holds no wallet and only tells its parent it is refused (ORIGIN_NOT_ALLOWED), so a
        // misconfigured app gets the invalid-configuration alert rather than a silent load timeout.
        return html(200, framePage({ ...pageConfig(projectId), allowedOrigins: [], refused }), {
          'content-security-policy': 'frame-ancestors *',
        });
      }
      return html(200, framePage({ ...pageConfig(projectId), allowedOrigins }), {
        'content-security-policy': frameAncestorsPolicy(allowedOrigins),
      });
    }
    if (request.method === 'GET' && url.pathname === '/frame.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      });
      response.end(script);
      return;
    }
    if (request.method === 'GET' && url.pathname === '/device/approve') {
      const approved = await auth.approveDevice(url.searchParams.get('token') ?? '');
      return approved
        ? html(
            200,
            messagePage('Device approved', 'This browser may now sign in. Go back to the app and continue.'),
          )
        : html(400, messagePage('Link not valid', 'This approval link is unknown or was already used.'));
    }
    if (url.pathname === '/farcaster') {
      if (request.method === 'GET')
        return html(200, farcasterStubPage(url.searchParams.get('request') ?? ''));
      if (request.method === 'POST') {
        const form = new URLSearchParams(await readText(request));
        const userName = (form.get('userName') ?? '').trim().toLowerCase();
        const ok = await auth
          .approveFarcaster(form.get('request') ?? '', userName)
          .catch((error: Error) => error);
        if (ok instanceof Error) return html(400, messagePage('Not approved', ok.message));
        return ok
          ? html(200, messagePage('Approved', `Signed in as @${escapeHtml(userName)}. Go back to the app.`))
          : html(400, messagePage('Not approved', 'This request is unknown or was already approved.'));
      }
    }
    html(404, messagePage('Not found', 'There is nothing here.'));
  };

  // /healthz and /readyz (database reachable, the auth migrations applied; 503 once stopping), as the
  // reference API has them (sandbox/api/lifecycle, docs/self-hosting.md).
  const lifecycle = createLifecycle({
    handler: (request, response) => {
      handle(request, response).catch((error: unknown) => {
        onError(error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('The frame server failed');
      });
    },
    readiness: async () => {
      // Bounded as the API's checks are: a database that hangs makes the frame not ready, not /readyz hang.
      const database = await bounded(
        migrationsOutcome(db, [...authMigrations, sessionBindingMigration]),
        2000,
      ).catch((error: unknown) => `unreachable: ${error instanceof Error ? error.message : String(error)}`);
      return database === 'ok' ? { database } : { database, reason: `database: ${database}` };
    },
    stoppingReport: () => ({}),
  });
  const server: Server = createServer(lifecycle.listener);
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`frame: failed to start on port ${parameters.port ?? 0}: ${error.message}`)),
    );
    server.listen(parameters.port ?? 0, host, () => resolve((server.address() as AddressInfo).port));
  }).catch(async (error) => {
    await db.close();
    throw error;
  });
  origin = `http://${host}:${port}`;

  let stopped: Promise<void> | undefined;
  return {
    url: origin,
    origin,
    db,
    stop() {
      stopped ??= drainServer({
        server,
        lifecycle,
        drainDelayMs: parameters.drainDelayMs ?? 0,
        graceMs: parameters.stopGraceMs ?? 10_000,
      }).finally(async () => {
        transport.close();
        await db.close();
      });
      return stopped;
    },
  };
}

async function readText(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 4096) break;
  }
  return text;
}
