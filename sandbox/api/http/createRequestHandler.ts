import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { ApiContext } from '../ApiContext';
import { ApiError, badRequest, notFound } from './ApiError';
import { checkInputHygiene, shorten } from './checkInputHygiene';
import { clientAddressOf } from './clientAddressOf';
import { corsHeaders } from './corsHeaders';
import type { Route, RouteResponse } from './defineRoute';
import { describeIssues } from './describeIssues';
import { matchPath, pathSegments } from './matchPath';
import { readJsonBody } from './readJsonBody';

export interface CreateRequestHandlerParameters {
  routes: readonly Route[];
  context: ApiContext;
  /** Larger request bodies get 413. */
  bodyLimitBytes: number;
  /** Receives unexpected errors (answered as 500 INTERNAL without details). */
  onError(error: unknown, request: IncomingMessage): void;
  /**
   * A handler that has not settled after this long is answered 500 (default 10 s): a database call
   * that never returns must not leave the client, or the requests queued behind it, hanging.
   */
  handlerTimeoutMs?: number;
  /** Balancers whose `X-Forwarded-For` names the client (clientAddressOf); none by default. */
  trustedProxies?: readonly string[];
}

/** A route handler that outlived `handlerTimeoutMs`; reported through onError, answered as a 500. */
export class HandlerTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`the handler did not answer within ${timeoutMs} ms`);
    this.name = 'HandlerTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The node:http request listener: routing, validation of every part before the handler, JSON errors. */
export function createRequestHandler(parameters: CreateRequestHandlerParameters) {
  const routes = parameters.routes.map((route) => ({ route, pattern: pathSegments(route.path) }));
  const trustedProxies = new Set(parameters.trustedProxies ?? []);

  async function answer(request: IncomingMessage): Promise<RouteResponse> {
    const url = new URL(request.url ?? '/', 'http://api.invalid');
    const segments = pathSegments(url.pathname);
    const matches = routes.flatMap(({ route, pattern }) => {
      const params = matchPath(pattern, segments);
      return params ? [{ route, params }] : [];
    });
    if (matches.length === 0) throw notFound(`No endpoint at ${url.pathname}`);
    const match = matches.find(({ route }) => route.method === request.method);
    if (!match) {
      const allow = [...new Set(matches.map(({ route }) => route.method))].join(', ');
      throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${url.pathname}`, {
        allow,
      });
    }
    const { route } = match;
    // Every part is validated before the handler runs, so a bad request can never write anything:
    // first what no route can handle (NUL, unpaired surrogates, deep nesting), then the route's schema.
    const rawParams = decodeParams(match.params);
    const rawQuery = Object.fromEntries(url.searchParams);
    checkInputHygiene('params', rawParams);
    checkInputHygiene('query', rawQuery);
    const rawBody = route.body ? await readJsonBody(request, parameters.bodyLimitBytes) : undefined;
    if (route.body) checkInputHygiene('body', rawBody);
    const params = validate('params', route.params, rawParams);
    const query = validate('query', route.query, rawQuery);
    const body = route.body ? validate('body', route.body, rawBody) : undefined;
    return withDeadline(
      route.handle({
        params,
        query,
        body,
        context: parameters.context,
        // In-process callers (the fuzzer) pass a request without a socket.
        clientAddress: clientAddressOf(request, trustedProxies),
      }),
      parameters.handlerTimeoutMs ?? 10_000,
    );
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    answer(request).then(
      (result) => send(response, { ...cors, ...result.headers }, result),
      (error: unknown) => {
        const apiError = error instanceof ApiError ? error : new ApiError(500, 'INTERNAL', 'Internal error');
        if (!(error instanceof ApiError)) parameters.onError(error, request);
        // Messages may quote input; never echo more than a line of it back.
        const json = { error: { code: apiError.code, message: shorten(apiError.message) } };
        send(response, { ...cors, ...apiError.headers }, { status: apiError.status, json });
      },
    );
  };
}

/** `work`, or a HandlerTimeoutError once `timeoutMs` has passed (the timer never outlives the answer). */
function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HandlerTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function validate(location: string, schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return input;
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssues(location, input, result.error));
  return result.data;
}

function decodeParams(raw: Record<string, string>): Record<string, string> {
  try {
    return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, decodeURIComponent(value)]));
  } catch {
    throw badRequest('Malformed percent-encoding in path');
  }
}

function send(response: ServerResponse, headers: Record<string, string>, result: RouteResponse): void {
  if (response.headersSent) return;
  const status = result.status ?? 200;
  if ('json' in result) {
    const body = JSON.stringify(result.json);
    response.writeHead(status, {
      'cache-control': 'no-store',
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  } else {
    response.writeHead(status, { ...headers, 'content-type': result.contentType });
    response.end(result.body);
  }
}
