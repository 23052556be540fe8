import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { AuthError } from './AuthError';
import type { AuthService, SessionBinding } from './createAuthService';

const email = z.email().transform((value) => value.toLowerCase());
const deviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 URL-safe characters');
const otp = z.string().min(1).max(32);

type Json = (body: unknown, token: string | undefined, binding: () => SessionBinding) => Promise<unknown>;

/** Headers the frame page names its embedding with; every session call is answered for that pair only. */
export const BINDING_HEADERS = { parentOrigin: 'x-portico-parent-origin', projectId: 'x-portico-project-id' };

const bindingSchema = z.object({
  parentOrigin: z.string().regex(/^https?:\/\/[^/\s]{1,253}$/, 'must be an http(s) origin'),
  projectId: z.string().min(1).max(256),
});

/** The auth JSON API: path -> body schema and action. Every body is checked before anything happens. */
function routes(auth: AuthService): Record<string, Json> {
  const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => {
    const result = schema.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new AuthError(
        400,
        `Invalid request: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
      );
    }
    return result.data;
  };
  return {
    'POST /auth/email/start': (body) => {
      const input = parse(z.object({ email, deviceId }), body);
      return auth.startEmail(input.email, input.deviceId);
    },
    'POST /auth/device/status': async (body) => {
      const input = parse(z.object({ email, deviceId }), body);
      return { approved: await auth.deviceApproved(input.email, input.deviceId) };
    },
    'POST /auth/email/verify': (body, _token, binding) => {
      const input = parse(z.object({ email, deviceId, otp }), body);
      return auth.verifyEmail(input.email, input.deviceId, input.otp, binding());
    },
    'GET /auth/session': async (_body, token, binding) => ({
      user: publicUser(await auth.requireSession(token, binding())),
    }),
    'GET /auth/keys': (_body, token, binding) => auth.keys(token, binding()),
    'POST /auth/sign-out': async (_body, token, binding) => {
      await auth.signOut(token, binding());
      return {};
    },
    'POST /auth/social/start': (body) => {
      const input = parse(
        z.object({
          provider: z.string().regex(/^[a-z]{1,16}$/),
          redirectUri: z.url({ protocol: /^https?$/ }),
        }),
        body,
      );
      return auth.startSocial(input.provider, input.redirectUri);
    },
    'POST /auth/social/finish': (body, _token, binding) => {
      const input = parse(z.object({ uri: z.string().min(1).max(4096), deviceId }), body);
      return auth.finishSocial(input.uri, input.deviceId, binding());
    },
    'POST /auth/farcaster/start': () => auth.startFarcaster(),
    'POST /auth/farcaster/finish': async (body, _token, binding) => {
      const input = parse(z.object({ id: z.string().min(1).max(64), deviceId }), body);
      return (await auth.finishFarcaster(input.id, input.deviceId, binding())) ?? {};
    },
    'POST /auth/email/update': (body, token, binding) =>
      auth.startEmailUpdate(token, parse(z.object({ email }), body).email, binding()),
    'POST /auth/email/update/primary': async (body, token, binding) => {
      await auth.verifyEmailUpdatePrimary(token, parse(z.object({ otp }), body).otp, binding());
      return {};
    },
    'POST /auth/email/update/secondary': (body, token, binding) =>
      auth.verifyEmailUpdateSecondary(token, parse(z.object({ otp }), body).otp, binding()),
  };
}

function publicUser(user: Awaited<ReturnType<AuthService['requireSession']>>) {
  return {
    email: user.email,
    userName: user.userName,
    evmAddress: user.evmAddress,
    solanaAddress: user.solanaAddress,
  };
}

/**
 * Answers /auth/* requests; returns false for any other path so the caller can go on. `ownOrigin` is
 * the frame's origin: only its own page calls this API (the kit talks to the page, never to the API).
 */
export function createAuthHandler(
  auth: AuthService,
  onError: (error: unknown) => void,
  ownOrigin: () => string,
) {
  const table = routes(auth);
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> => {
    if (!path.startsWith('/auth/')) return false;
    const action = table[`${request.method} ${path}`];
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (!action) {
      send(404, { error: 'Not found' });
      return true;
    }
    try {
      if (request.method === 'POST') refuseCrossSite(request, ownOrigin());
      const body = request.method === 'POST' ? await readJson(request) : undefined;
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
      // Read only by the routes that open or use a session; a missing or malformed pair is a 400.
      const binding = () => {
        const checked = bindingSchema.safeParse({
          parentOrigin: request.headers[BINDING_HEADERS.parentOrigin],
          projectId: request.headers[BINDING_HEADERS.projectId],
        });
        if (!checked.success) {
          const issue = checked.error.issues[0];
          throw new AuthError(
            400,
            `Invalid request: ${issue?.path.join('.')} ${issue?.message ?? ''}`.trim(),
          );
        }
        return checked.data;
      };
      send(200, await action(body, token, binding));
    } catch (error) {
      if (error instanceof AuthError) send(error.status, { error: error.message });
      else {
        onError(error);
        send(500, { error: 'The auth service failed' });
      }
    }
    return true;
  };
}

/**
 * Every auth POST changes state (mails a code, opens or ends a session), so none may come from another
 * site. A JSON content type makes a browser's cross-origin request a preflighted one, which this API
 * never allows (it sends no CORS header); a `text/plain` or form POST needs no preflight and is refused
 * here before its body is read. Browsers send `Origin` with every POST, so one that names another
 * origin (or `null`) is refused too. A request without `Origin` is not a browser's; such a caller can
 * send any header it likes, so refusing it would stop nobody.
 */
function refuseCrossSite(request: IncomingMessage, ownOrigin: string): void {
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new AuthError(415, 'Invalid request: the content type must be application/json');
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin) {
    throw new AuthError(403, 'Refused: only the wallet frame itself may call the auth service');
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) throw new AuthError(413, 'Request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AuthError(400, 'Invalid request: the body is not JSON');
  }
}
