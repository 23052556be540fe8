import type { Network } from '../../core/networks/network';
import type { BitcoinChainClient } from './bitcoinChainClient';
import { BitcoinTransactionNotConfirmedError, InvalidBitcoinRequestError } from './bitcoinErrors';

// Follows a transaction until it is in a block. A transaction the node does not know (never broadcast,
// or dropped) ends the wait at once; a mempool one is asked again every POLL_MS for up to an hour.

const POLL_MS = 1000;
const WAIT_MS = 60 * 60 * 1000;
const TXID = /^[0-9a-f]{64}$/;

/** Resolves `{ status: 'success' }` at one confirmation (Bitcoin has no reverted transactions). */
export async function waitForBitcoinTransaction(
  chain: BitcoinChainClient,
  network: Network,
  txid: string,
  { pollMs = POLL_MS, waitMs = WAIT_MS } = {},
): Promise<{ status: 'success' }> {
  if (typeof txid !== 'string' || !TXID.test(txid))
    throw new InvalidBitcoinRequestError('txid', 'not 64 hex characters');
  const deadline = Date.now() + waitMs;
  for (;;) {
    const confirmations = await chain.confirmations(network, txid);
    if (confirmations === undefined)
      throw new BitcoinTransactionNotConfirmedError(txid, 'unknown to the node');
    if (confirmations > 0) return { status: 'success' };
    if (Date.now() >= deadline) throw new BitcoinTransactionNotConfirmedError(txid, 'timed out');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
