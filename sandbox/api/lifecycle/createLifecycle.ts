import type { IncomingMessage, ServerResponse } from 'node:http';

/** What `/readyz` reports besides its verdict: each check's outcome and the indexer roles. */
export interface ReadinessReport {
  /** Why the instance is not ready (the first failed check, or "stopping"); absent when ready. */
  reason?: string;
  [detail: string]: unknown;
}

export interface CreateLifecycleParameters {
  /** The API's own request listener (createRequestHandler). */
  handler(request: IncomingMessage, response: ServerResponse): void;
  /** Runs the readiness checks; a report with a `reason` is answered 503. */
  readiness(): Promise<ReadinessReport>;
  /** What `/readyz` shows while stopping (the indexer roles). */
  stoppingReport(): Record<string, unknown>;
}

export interface Lifecycle {
  /** The server's listener: `/healthz`, `/readyz`, then the API, counting the requests in flight. */
  listener(request: IncomingMessage, response: ServerResponse): void;
  /** Stopping began: `/readyz` answers 503 and every answer closes its connection. */
  beginStop(): void;
  /** Resolves true once no request is in flight, false when `timeoutMs` passed first. */
  idle(timeoutMs: number): Promise<boolean>;
  /** The database is about to close: anything still arriving is answered 503 STOPPING, never run. */
  end(): void;
  /** Requests being answered now. */
  inFlight(): number;
}

/**
 * Health, readiness and drain for one API instance (issue 29): `/healthz` says the process answers,
 * `/readyz` whether a balancer should send it traffic; while stopping, requests already accepted are
 * answered normally (so a rolling restart loses none) and their connections are closed after the answer.
 */
export function createLifecycle(parameters: CreateLifecycleParameters): Lifecycle {
  let phase: 'serving' | 'stopping' | 'ended' = 'serving';
  let inFlight = 0;
  let waiters: (() => void)[] = [];

  const finished = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const wake = waiters;
    waiters = [];
    for (const resolve of wake) resolve();
  };

  const readyz = async (response: ServerResponse) => {
    if (phase !== 'serving') {
      sendJson(response, 503, { status: 'not ready', reason: 'stopping', ...parameters.stoppingReport() });
      return;
    }
    const report = await parameters.readiness();
    // The instance may have begun stopping while the checks ran.
    const reason = phase === 'serving' ? report.reason : 'stopping';
    sendJson(response, reason ? 503 : 200, { status: reason ? 'not ready' : 'ready', ...report, reason });
  };

  return {
    listener(request, response) {
      const path = (request.url ?? '/').split('?')[0];
      if (phase !== 'serving') response.setHeader('connection', 'close');
      if (path === '/healthz') {
        sendJson(response, 200, { status: 'ok' });
        return;
      }
      if (path === '/readyz') {
        readyz(response).catch((error: unknown) =>
          sendJson(response, 503, { status: 'not ready', reason: errorMessage(error) }),
        );
        return;
      }
      if (phase === 'ended') {
        // The pool is closing: running the handler would answer 500. The client (or balancer) retries.
        sendJson(response, 503, { error: { code: 'STOPPING', message: 'This instance is stopping' } });
        return;
      }
      inFlight += 1;
      response.once('close', finished);
      parameters.handler(request, response);
    },
    beginStop() {
      if (phase === 'serving') phase = 'stopping';
    },
    idle(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    end() {
      phase = 'ended';
    },
    inFlight: () => inFlight,
  };
}

function sendJson(response: ServerResponse, status: number, json: unknown): void {
  if (response.headersSent) return;
  const body = JSON.stringify(json);
  response.writeHead(status, {
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
