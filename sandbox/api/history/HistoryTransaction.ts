// The wire shape of GET /v1/account/{account}/history (SPEC §3 Transaction, §7), written out here
// rather than imported: the kit's copy lives in its history plugin, which the sandbox may not import
// (house rules), and the two must match field for field.

/** What a transaction did, from the point of view of the account whose history it is in. */
export type OperationType =
  | 'send'
  | 'receive'
  | 'trade'
  | 'execute'
  | 'approve'
  | 'mint'
  | 'burn'
  | 'deposit'
  | 'withdraw'
  | 'claim'
  | 'borrow'
  | 'repay';

/** One asset movement; `direction` is relative to the account. */
export interface HistoryTransfer {
  direction: 'in' | 'out' | 'self';
  /** Decimal string in whole units, e.g. '1.5'; '1' for an NFT. */
  quantity: { numeric: string };
  /** USD, at the pool price of the moment the page is served (the sandbox keeps no price history). */
  value?: number;
  price?: number;
  fungible_info?: { name: string; symbol: string; icon?: { url: string }; flags?: { is_spam: boolean } };
  nft_info?: { name: string; content?: { preview?: { url: string } }; flags: { is_spam: boolean } };
}

/** A transaction of an account's history. */
export interface HistoryTransaction {
  /** `${caipChainId}:${hash}`. */
  id: string;
  metadata: {
    operationType: OperationType;
    hash: string;
    /** ISO 8601. */
    minedAt: string;
    /** Checksummed. */
    sentFrom: string;
    sentTo: string;
    status: 'confirmed' | 'failed' | 'pending';
    nonce: number;
    /** CAIP-2. */
    chain: string;
  };
  transfers: HistoryTransfer[];
}

/** One page, newest first; `next` is the cursor of the following page, null on the last. */
export interface HistoryResponse {
  data: HistoryTransaction[];
  next: string | null;
}
