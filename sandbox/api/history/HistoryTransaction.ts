import type { Transaction } from '../../../src/index';

// The wire shape of GET /v1/account/{account}/history (SPEC §3 Transaction, §7) is the kit's own type,
// taken from the public entry point, so the reference server and the kit cannot drift apart.

/** A transaction of an account's history. */
export type HistoryTransaction = Transaction;

/** What a transaction did, from the point of view of the account whose history it is in. */
export type OperationType = Transaction['metadata']['operationType'];

/** One asset movement; `direction` is relative to the account. */
export type HistoryTransfer = Transaction['transfers'][number];

/** One page of history: newest first; `next` is the cursor of the following page, null on the last. */
export interface HistoryResponse {
  data: HistoryTransaction[];
  next: string | null;
}

/**
 * The statuses of an `onramp=coinbase` entry: Coinbase's transaction statuses, which AppKit's Blockchain
 * API passes through and AppKit's on-ramp activity reads (not the chain statuses of other entries).
 */
export type OnrampTransactionStatus =
  | 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
  | 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
  | 'ONRAMP_TRANSACTION_STATUS_FAILED';

/** An on-ramp purchase as `onramp=coinbase` lists it: an order, whether or not it was settled yet. */
export interface OnrampHistoryTransaction extends Omit<HistoryTransaction, 'metadata'> {
  metadata: Omit<HistoryTransaction['metadata'], 'status'> & { status: OnrampTransactionStatus };
}

/** One page of `onramp=coinbase`: the purchases newest first, and the next page's cursor. */
export interface OnrampHistoryResponse {
  data: OnrampHistoryTransaction[];
  next: string | null;
}
