import type { OperationType } from '../history/HistoryTransaction';

// Rows as the indexer writes them (see migration 002_history). Addresses and hashes are lower-case;
// block numbers, times (seconds), amounts and token ids are bigints.

/** A block the indexer has written; the chain's rewinds are found by comparing these hashes. */
export interface IndexedBlockRow {
  chainId: string;
  number: bigint;
  hash: string;
}

/** Metadata of a token contract, read once. */
export interface TokenRow {
  chainId: string;
  address: string;
  standard: 'erc20' | 'erc721';
  name: string;
  symbol: string;
  decimals: number;
  /** The block it was first seen in (a rewind below it forgets it). */
  firstBlock: bigint;
}

/** A mined transaction. */
export interface TransactionRow {
  chainId: string;
  hash: string;
  blockNumber: bigint;
  blockTime: bigint;
  txIndex: number;
  sender: string;
  /** The called account, or the created contract. */
  recipient: string;
  nonce: number;
  status: 'confirmed' | 'failed';
}

/** An asset movement of a transaction. */
export interface TransferRow {
  chainId: string;
  txHash: string;
  /** -1 for the transaction's own value, else the index of the log it comes from. */
  position: number;
  blockNumber: bigint;
  standard: 'native' | 'erc20' | 'erc721';
  /** null for the native token. */
  token: string | null;
  sender: string;
  recipient: string;
  /** Base units; 1 for an ERC-721 token. */
  amount: bigint;
  tokenId: bigint | null;
}

/** A transaction as it appears in one account's history. */
export interface AccountEntryRow {
  account: string;
  chainId: string;
  txHash: string;
  blockTime: bigint;
  blockNumber: bigint;
  txIndex: number;
  operationType: OperationType;
}

/** Everything one or more blocks add. */
export interface HistoryRows {
  blocks: IndexedBlockRow[];
  tokens: TokenRow[];
  transactions: TransactionRow[];
  transfers: TransferRow[];
  entries: AccountEntryRow[];
}
