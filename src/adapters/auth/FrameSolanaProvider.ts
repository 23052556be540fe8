import type { Listener } from './createListenerRegistry';

// The embedded wallet's Solana provider as its users see it (the kit's session, the Solana adapter);
// createFrameSolanaProvider.ts builds it, frameSolanaRequest.ts maps the adapter's requests onto it.

/** A request in the Solana adapter's shape (`solana_signMessage`, ...). */
export interface SolanaRequestArguments {
  method: string;
  params?: unknown;
}

/** Options of solana_signAndSendTransaction (SPEC §3). */
export interface SolanaSendOptions {
  skipPreflight?: boolean;
  preflightCommitment?:
    | 'processed'
    | 'confirmed'
    | 'finalized'
    | 'recent'
    | 'single'
    | 'singleGossip'
    | 'root'
    | 'max';
  maxRetries?: number;
  minContextSlot?: number;
}

/** A serialized wire transaction: bytes, or the same bytes as base64. */
export type SerializedTransaction = Uint8Array | string;

export interface FrameSolanaProvider {
  /** The account's address (base58), undefined when not connected. */
  readonly publicKey: string | undefined;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  signTransaction(transaction: SerializedTransaction): Promise<Uint8Array>;
  signAllTransactions(transactions: SerializedTransaction[]): Promise<Uint8Array[]>;
  /** Resolves with the transaction signature (base58). */
  signAndSendTransaction(transaction: SerializedTransaction, options?: SolanaSendOptions): Promise<string>;
  /** The same calls in the Solana adapter's request shape (frameSolanaRequest.ts). */
  request(args: SolanaRequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): FrameSolanaProvider;
  removeListener(event: string, listener: Listener): FrameSolanaProvider;
  emit(event: 'accountsChanged' | 'disconnect', ...args: unknown[]): void;
}
