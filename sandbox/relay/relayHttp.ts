import type { IncomingMessage, ServerResponse } from 'node:http';

// The relay's plain HTTP answers beside the WebSocket upgrade: what a balancer or a supervisor polls.
//   GET /healthz  200 while the process serves (also while it stops: it is alive)
//   GET /readyz   200 when it accepts connections and its database answers; 503 otherwise and while
//                 stopping, so a balancer sends new connections elsewhere
// Anything else is 426: this port speaks WebSocket.

export interface RelayHealth {
  connections: number;
  database: 'memory' | 'postgres';
  stopping: boolean;
}

export async function answerHttp(
  request: IncomingMessage,
  response: ServerResponse,
  health: () => RelayHealth,
  ready: () => Promise<boolean>,
): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://relay').pathname;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return reply(response, 405, { error: 'method not allowed' });
  }
  if (path === '/healthz') return reply(response, 200, { status: 'ok', ...health() });
  if (path === '/readyz') {
    const isReady = await ready();
    return reply(response, isReady ? 200 : 503, { ready: isReady, ...health() });
  }
  return reply(response, 426, { error: 'this is a WalletConnect relay: connect with a WebSocket' });
}

function reply(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}
