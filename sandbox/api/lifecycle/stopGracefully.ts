import type { Server } from 'node:http';
import type { Coordination } from '../coordination/Coordination';
import type { Database } from '../db/Database';
import type { Lifecycle } from './createLifecycle';

export interface StopGracefullyParameters {
  server: Server;
  lifecycle: Lifecycle;
  /** How long `/readyz` says 503 before the listener closes, so a balancer polling it stops routing here. */
  drainDelayMs: number;
  /** The bound on waiting for requests in flight; those still running then lose their connection. */
  graceMs: number;
  stopIndexers(): Promise<void>;
  coordination: Coordination;
  db: Database;
}

/**
 * The stop order of issue 29: not ready -> (drain delay) -> no new connections -> requests in flight
 * answered (bounded) -> indexers stopped -> locks released -> pool closed. Closing the pool last is what
 * keeps a stop from answering "Cannot use a pool after calling end on the pool".
 */
export async function stopGracefully(parameters: StopGracefullyParameters): Promise<void> {
  const { server, lifecycle } = parameters;
  try {
    lifecycle.beginStop();
    if (parameters.drainDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, parameters.drainDelayMs));
    server.close();
    // Idle keep-alive connections would otherwise wait for their timeout; busy ones close after their answer.
    server.closeIdleConnections();
    await lifecycle.idle(parameters.graceMs);
    lifecycle.end();
    server.closeAllConnections();
    // The indexers write until they stop; the lock goes after them, so no standby starts under a writer.
    await parameters.stopIndexers();
    await parameters.coordination.close();
  } finally {
    await parameters.db.close();
  }
}
