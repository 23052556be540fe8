import type { Eip1193Provider } from '../ChainAdapter';

// The wallet side of the Solana adapter (docs/adapters.md, "Solana"). It is the request shape of
// WalletConnect's solana namespace (method names and payloads of its Solana RPC reference), because
// that is a wire format the kit must speak anyway, and any other wallet maps onto it in a few lines:
// a Wallet Standard wallet's `solana:signTransaction` feature, or a Phantom-like `window.solana`,
// is wrapped by its connector. Messages and signatures travel as base58 (SPEC §7), transactions as
// base64 of their wire bytes. It is EIP-1193-shaped, so it fits `AdapterCallContext.provider`.

/** Options of `solana_signAndSendTransaction` (SPEC §3 "transaction with options"). */
export interface SolanaSendOptions {
  skipPreflight?: boolean;
  /** One of SOLANA_PREFLIGHT_COMMITMENTS (SPEC §5). */
  preflightCommitment?: SolanaPreflightCommitment;
  maxRetries?: number;
  minContextSlot?: number;
}

/** SPEC §5: preflightCommitment is one of these. */
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const;

export type SolanaPreflightCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number];

/**
 * The requests the adapter sends, with what it expects back. An account is `{ pubkey }` (a bare
 * base58 string is accepted too, as some wallets answer that way).
 *
 * | method | params | answer |
 * |---|---|---|
 * | `solana_requestAccounts` | none (prompts) | `[{ pubkey }]` |
 * | `solana_getAccounts` | none (no prompt) | `[{ pubkey }]`, `[]` when not connected |
 * | `solana_signMessage` | `{ message: base58, pubkey }` | `{ signature: base58 }` |
 * | `solana_signTransaction` | `{ transaction: base64 }` | `{ transaction: base64 }` or `{ signature: base58 }` |
 * | `solana_signAllTransactions` | `{ transactions: base64[] }` | `{ transactions: base64[] }` |
 * | `solana_signAndSendTransaction` | `{ transaction: base64, sendOptions }` | `{ signature: base58 }` |
 * | `solana_disconnect` | none | anything (optional; errors ignored) |
 *
 * Events: `accountsChanged` (accounts, `[]` when locked) and `disconnect`.
 */
export type SolanaWalletProvider = Eip1193Provider;

/** The method names above. */
export const SOLANA_METHODS = {
  requestAccounts: 'solana_requestAccounts',
  getAccounts: 'solana_getAccounts',
  signMessage: 'solana_signMessage',
  signTransaction: 'solana_signTransaction',
  signAllTransactions: 'solana_signAllTransactions',
  signAndSendTransaction: 'solana_signAndSendTransaction',
  disconnect: 'solana_disconnect',
} as const;
