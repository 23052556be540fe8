/** Which part an instance plays for one chain's indexer. */
export type IndexerRole = 'leader' | 'standby';

/**
 * Which of the API instances sharing one database indexes each chain (issue 29: exactly one). PostgreSQL:
 * an advisory lock per chain on one dedicated connection (createPgCoordination). PGlite is one process:
 * it always leads (createLocalCoordination).
 */
export interface Coordination {
  /**
   * Whether this instance may index `chain` now: true while it holds the chain's lock; a standby asks the
   * database again at most once per retry interval (so calling this before every pass is cheap).
   */
  lead(chain: string): Promise<boolean>;
  /** The role of this instance for every chain `lead` was asked about. */
  roles(): Record<string, IndexerRole>;
  /** Releases the locks and closes the dedicated connection. */
  close(): Promise<void>;
}

/** PGlite: a single process, so it leads every chain. */
export function createLocalCoordination(onRole: (chain: string, role: IndexerRole) => void): Coordination {
  const roles: Record<string, IndexerRole> = {};
  return {
    async lead(chain) {
      if (!roles[chain]) {
        roles[chain] = 'leader';
        onRole(chain, 'leader');
      }
      return true;
    },
    roles: () => ({ ...roles }),
    async close() {},
  };
}
