// The wire types of `GET v1/account/{account}/history` (SPEC §3 Transaction, §7). Answers are checked
// against them at the boundary (parseHistoryResponse) before anything reaches the store.

/**
 * What a transaction did (SPEC §4 lists the signs of some of them). `buy` is an on-ramp purchase: the
 * provider's transfer that delivered the bought crypto, labelled so by the API (AppKit's Blockchain API
 * answers its Coinbase purchases with it).
 */
export const OPERATION_TYPES = [
  'send',
  'receive',
  'trade',
  'execute',
  'approve',
  'mint',
  'burn',
  'deposit',
  'withdraw',
  'claim',
  'borrow',
  'repay',
  'buy',
] as const;

/** One of `OPERATION_TYPES`. */
export type OperationType = (typeof OPERATION_TYPES)[number];

/** The state of a transaction on its chain. */
export const TRANSACTION_STATUSES = ['confirmed', 'failed', 'pending'] as const;

/** One of `TRANSACTION_STATUSES`. */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Whether a transfer left the account, reached it, or both. */
export const TRANSFER_DIRECTIONS = ['in', 'out', 'self'] as const;

/** One of `TRANSFER_DIRECTIONS`. */
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** What the transaction was and where it ran. */
export interface TransactionMetadata {
  operationType: OperationType;
  hash: string;
  /** ISO 8601. */
  minedAt: string;
  sentFrom: string;
  sentTo: string;
  status: TransactionStatus;
  nonce: number;
  /** CAIP-2 network id. */
  chain: string;
}

/** The token side of a transfer. */
export interface FungibleInfo {
  name: string;
  symbol: string;
  icon?: { url: string };
  flags?: { is_spam: boolean };
}

/** The NFT side of a transfer. */
export interface NftInfo {
  name: string;
  content?: { preview?: { url: string } };
  flags: { is_spam: boolean };
}

/** One asset movement of a transaction: a token amount or an NFT. */
export interface TransactionTransfer {
  direction: TransferDirection;
  /** A decimal string, in whole units (not base units). */
  quantity: { numeric: string };
  value?: number;
  price?: number;
  fungible_info?: FungibleInfo;
  nft_info?: NftInfo;
  /** Who the asset left; for a token transfer not the transaction's sender, which may be a router. */
  sender?: string;
  /** Who it reached; for a token transfer not `sentTo`, which is the token's contract. */
  recipient?: string;
}

/** A transaction of the account's history (SPEC §3). */
export interface Transaction {
  id: string;
  metadata: TransactionMetadata;
  transfers: TransactionTransfer[];
}

/** One page of history: the transactions and the cursor of the next page (null on the last). */
export interface HistoryResponse {
  data: Transaction[];
  next: string | null;
}

/** The history call's parameters (SPEC §7); the base query adds projectId, st and sv. */
export interface GetTransactionsParameters {
  account: string;
  /** CAIP-2 id of the active network. */
  chainId: string;
  cursor?: string;
  /** `coinbase` asks for the on-ramp purchases; those answers are never served from a cache. */
  onramp?: 'coinbase';
}
