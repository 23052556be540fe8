import type { Coordination } from '../coordination/Coordination';
import type { Database } from '../db/Database';
import { type DrainServerParameters, drainServer } from './drainServer';

export interface StopGracefullyParameters extends DrainServerParameters {
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
  try {
    await drainServer(parameters);
    // The indexers write until they stop; the lock goes after them, so no standby starts under a writer.
    await parameters.stopIndexers();
    await parameters.coordination.close();
  } finally {
    await parameters.db.close();
  }
}
