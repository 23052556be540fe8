import type { Server } from 'node:http';
import type { Lifecycle } from './createLifecycle';

export interface DrainServerParameters {
  server: Server;
  lifecycle: Lifecycle;
  /** How long `/readyz` says 503 before the listener closes, so a balancer polling it stops routing here. */
  drainDelayMs: number;
  /** The bound on waiting for requests in flight; those still running then lose their connection. */
  graceMs: number;
}

/**
 * The HTTP half of a graceful stop, shared by the API and the frame's auth service: not ready -> (drain
 * delay) -> no new connections -> requests in flight answered (bounded) -> anything still arriving on an
 * open connection answered 503 STOPPING -> every connection closed. What the caller closes after it (pool,
 * locks, mail transport) is then never used by a request.
 */
export async function drainServer(parameters: DrainServerParameters): Promise<void> {
  const { server, lifecycle } = parameters;
  lifecycle.beginStop();
  if (parameters.drainDelayMs > 0)
    await new Promise((resolve) => setTimeout(resolve, parameters.drainDelayMs));
  server.close();
  // Idle keep-alive connections would otherwise wait for their timeout; busy ones close after their answer.
  server.closeIdleConnections();
  await lifecycle.idle(parameters.graceMs);
  lifecycle.end();
  server.closeAllConnections();
}
