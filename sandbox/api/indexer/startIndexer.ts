import type { ApiChainConfig } from '../chain/createChainReader';
import type { Database } from '../db/Database';
import { createChainIndexer } from './createChainIndexer';

export interface StartIndexerParameters {
  db: Database;
  chains: readonly ApiChainConfig[];
  /** Pause between polls of a chain that is caught up; default 250 ms. */
  intervalMs?: number;
  /** A failed pass (node down, database error); the next poll tries again. Called once per distinct message. */
  onError(error: unknown, caipNetworkId: string): void;
  /**
   * Asked before every pass: may this instance index the chain now (it holds the chain's lock, see
   * coordination/Coordination.ts)? A standby naps and asks again; without it the instance always indexes.
   */
  lead?(caipNetworkId: string): Promise<boolean>;
}

export interface Indexer {
  /**
   * Resolves once every chain is indexed up to the block that was its head when called (rewinds
   * included); rejects after `timeoutMs` (default 10 s) with the last indexing error, if any.
   */
  sync(timeoutMs?: number): Promise<void>;
  /** Ends the polling, letting a pass under way finish (for at most 2 s). */
  stop(): Promise<void>;
}

/** Starts following every chain from block 0 (or where the database left off), polling for new blocks. */
export function startIndexer(parameters: StartIndexerParameters): Indexer {
  const intervalMs = parameters.intervalMs ?? 250;
  let stopped = false;
  const loops = parameters.chains.map((config) => {
    const chain = createChainIndexer(config, parameters.db);
    let wake: (() => void) | undefined;
    let started = 0;
    let finished = 0;
    let lastError: { message: string; error: unknown } | undefined;
    let standby = false;
    const nap = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          wake = undefined;
          resolve();
        }, intervalMs);
        wake = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
      });
    const running = (async () => {
      while (!stopped) {
        standby = parameters.lead ? !(await parameters.lead(chain.caipNetworkId).catch(() => false)) : false;
        if (standby) {
          if (!stopped) await nap();
          continue;
        }
        const pass = ++started;
        let more = false;
        try {
          more = await chain.pass();
          lastError = undefined;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          // A node that is down fails every poll: say so once, not four times a second.
          if (!stopped && lastError?.message !== message) parameters.onError(error, chain.caipNetworkId);
          lastError = { message, error };
        }
        finished = pass;
        if (!more && !stopped) await nap();
      }
    })();
    return {
      chain,
      running,
      wake: () => wake?.(),
      started: () => started,
      finished: () => finished,
      lastError: () => lastError?.error,
      standby: () => standby,
    };
  });

  const syncChain = async (loop: (typeof loops)[number], deadline: number) => {
    const head = await loop.chain.client.getBlockNumber({ cacheTime: 0 });
    // A pass that began before this call may have checked the tip before a rewind: wait for a later one.
    const after = loop.started();
    for (;;) {
      const tip = loop.chain.tip();
      if (loop.finished() > after && tip && tip.number >= head) return;
      if (stopped) throw new Error(`indexer: ${loop.chain.caipNetworkId}: stopped`);
      if (loop.standby())
        throw new Error(`indexer: ${loop.chain.caipNetworkId}: another instance indexes it (standby)`);
      if (Date.now() > deadline) {
        const last = loop.lastError();
        const reason = last instanceof Error ? `: ${last.message}` : '';
        throw new Error(`indexer: ${loop.chain.caipNetworkId} not at block ${head} in time${reason}`);
      }
      loop.wake();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  return {
    async sync(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      await Promise.all(loops.map((loop) => syncChain(loop, deadline)));
    },
    async stop() {
      stopped = true;
      for (const loop of loops) loop.wake();
      await Promise.race([
        Promise.all(loops.map((loop) => loop.running)),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
    },
  };
}
