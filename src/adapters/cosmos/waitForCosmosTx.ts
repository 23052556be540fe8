import { CosmosRpcFailedError } from './cosmosErrors';

// Following a broadcast transaction into a block: CometBFT's `tx` by hash, asked again until the
// transaction is there or the wait is over (blocks come every few seconds on real chains).

/** How often and how long `tx` is asked. */
export const COSMOS_TX_POLL_MS = 250;
export const COSMOS_TX_WAIT_MS = 60_000;

/** Resolves with the first non-null read; rejects with CosmosRpcFailedError after COSMOS_TX_WAIT_MS. */
export async function waitForCosmosTx<T>(read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + COSMOS_TX_WAIT_MS;
  for (;;) {
    const found = await read();
    if (found) return found;
    if (Date.now() >= deadline)
      throw new CosmosRpcFailedError('tx', 'the transaction was not in a block in time');
    await new Promise((resolve) => setTimeout(resolve, COSMOS_TX_POLL_MS));
  }
}
