import type { BitcoinRpcCall } from '../bitcoin/bitcoinRpc';
import type { BitcoinReader } from '../bitcoin/createBitcoinReader';

// Regtest mines only when asked. In `npm start` a visitor's transfer must confirm by itself (the kit's
// waitForTransaction waits for one confirmation, the dev wallet spends confirmed outputs only), so the
// sandbox mines one block whenever the mempool holds something, checked every `intervalMs`.

export interface MineWhileWaitingOptions {
  intervalMs: number;
  /** A failed check or mining (e.g. the node stopping); the miner goes on. */
  onError?: (error: unknown) => void;
}

/** Starts the miner; `stop()` resolves once no check or mining is under way. */
export function mineWhileWaiting(
  chain: { node: BitcoinRpcCall; reader: Pick<BitcoinReader, 'mine'> },
  options: MineWhileWaitingOptions,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> = Promise.resolve();
  const check = async () => {
    try {
      const { size } = await chain.node<{ size: number }>('getmempoolinfo');
      if (size > 0 && !stopped) await chain.reader.mine(1);
    } catch (error) {
      if (!stopped) options.onError?.(error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick = check().then(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await tick;
    },
  };
}
