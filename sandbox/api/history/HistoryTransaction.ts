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
