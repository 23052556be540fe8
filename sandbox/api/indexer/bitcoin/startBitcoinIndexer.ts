import type { Database } from '../../db/Database';
import type { Indexer } from '../startIndexer';
import type { BitcoinApiChainConfig } from './bitcoinApiChain';
import { createBitcoinChainIndexer } from './createBitcoinChainIndexer';

export interface StartBitcoinIndexerParameters {
  db: Database;
  chains: readonly BitcoinApiChainConfig[];
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

/**
 * Follows every bip122 chain from block 0 (or where the database left off), polling for new blocks,
 * as startIndexer does for the EVM chains. `sync()` resolves once each chain had a pass, begun after
 * the call, that found nothing left to index (so a reorg seen by then is rolled back too).
 */
export function startBitcoinIndexer(parameters: StartBitcoinIndexerParameters): Indexer {
  const intervalMs = parameters.intervalMs ?? 250;
  let stopped = false;
  const loops = parameters.chains.map((config) => {
    const chain = createBitcoinChainIndexer(config, parameters.db);
    const loop = {
      chain,
      started: 0,
      caughtUp: 0,
      lastError: undefined as Error | undefined,
      standby: false,
      wake() {},
    };
    const nap = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, intervalMs);
        loop.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    const running = (async () => {
      while (!stopped) {
        const lead = parameters.lead?.(chain.caipNetworkId).catch(() => false) ?? true;
        loop.standby = !(await lead);
        if (loop.standby) {
          if (!stopped) await nap();
          continue;
        }
        const pass = ++loop.started;
        let more = true;
        try {
          more = await chain.pass();
          loop.lastError = undefined;
          if (!more) loop.caughtUp = pass;
        } catch (error) {
          const failure = error instanceof Error ? error : new Error(String(error));
          // A node that is down fails every poll: say so once, not four times a second.
          if (!stopped && loop.lastError?.message !== failure.message)
            parameters.onError(error, chain.caipNetworkId);
          loop.lastError = failure;
          more = false;
        }
        if (!more && !stopped) await nap();
      }
    })();
    return Object.assign(loop, { running });
  });

  const syncChain = async (loop: (typeof loops)[number], deadline: number) => {
    const after = loop.started;
    while (loop.caughtUp <= after) {
      if (stopped) throw new Error(`indexer: ${loop.chain.caipNetworkId}: stopped`);
      if (loop.standby)
        throw new Error(`indexer: ${loop.chain.caipNetworkId}: another instance indexes it (standby)`);
      if (Date.now() > deadline) {
        const reason = loop.lastError ? `: ${loop.lastError.message}` : '';
        throw new Error(`indexer: ${loop.chain.caipNetworkId} not caught up in time${reason}`);
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
