import { defineError } from '../../core/errors/defineError';

// Errors of the Solana adapter. Each carries its facts as `data`, so callers never parse messages.

/** A wallet answered a Solana request with something the adapter cannot use (nothing was stored). */
export const InvalidSolanaWalletAnswerError = /* @__PURE__ */ defineError({
  name: 'InvalidSolanaWalletAnswerError',
  message: (method: string, problem: string) => `The wallet sent an invalid answer to ${method}: ${problem}`,
  fields: (method: string, problem: string) => ({ method, problem }),
});

/** A send option outside SPEC §3/§5 (e.g. an unknown preflightCommitment); nothing was sent. */
export const InvalidSolanaSendOptionError = /* @__PURE__ */ defineError({
  name: 'InvalidSolanaSendOptionError',
  message: (option: string, problem: string) => `Invalid Solana send option ${option}: ${problem}`,
  fields: (option: string, problem: string) => ({ option, problem }),
});

/** An EVM-only method (typed data, EIP-5792 calls) called on the Solana adapter. */
export const SolanaMethodUnsupportedError = /* @__PURE__ */ defineError({
  name: 'SolanaMethodUnsupportedError',
  message: (method: string) => `${method} is not supported on Solana`,
  fields: (method: string) => ({ method }),
});

/**
 * A Solana RPC request failed in transport on every attempt (refused, reset, timed out); the last
 * failure is its `cause`. `origin` only: RPC URLs often carry an API key in the path or query.
 */
export const SolanaRpcUnreachableError = /* @__PURE__ */ defineError({
  name: 'SolanaRpcUnreachableError',
  message: (origin: string, attempts: number) =>
    `The Solana RPC at ${origin} did not answer (${attempts} attempts)`,
  fields: (origin: string, attempts: number) => ({ origin, attempts }),
});

/** A transaction the adapter followed did not reach confirmation before its blockhash expired. */
export const SolanaTransactionExpiredError = /* @__PURE__ */ defineError({
  name: 'SolanaTransactionExpiredError',
  message: (signature: string) => `Transaction ${signature} expired before it was confirmed`,
  fields: (signature: string) => ({ signature }),
});

/**
 * Whose rent is short: the signer sending (left under its minimum), an account the transaction pays
 * into (a new receiver given less than its minimum), or a token account the transfer opens for the
 * receiver (its rent more than the sender holds).
 */
export type SolanaRentShortfallAccount = 'sender' | 'receiver' | 'tokenAccount';

/** What the kit knows of a rent shortfall: whose account, its address, and the minimum it must hold. */
export interface SolanaRentShortfall {
  account?: SolanaRentShortfallAccount;
  address?: string;
  /**
   * The rent-exempt minimum of that account, in lamports (absent when the node could not be asked);
   * for a token account, the rent its opening needs.
   */
  minimumLamports?: bigint;
  /** The same minimum, formatted in the native currency (`'0.00089088'`). */
  minimum?: string;
  symbol?: string;
}

/**
 * The node refused a transaction for rent: it would leave an account holding lamports but fewer than
 * its rent-exempt minimum (Solana's InsufficientFundsForRent: a new receiver sent too little, a sender
 * left with a remainder under the minimum), or the sender cannot pay the rent of the token account the
 * transfer opens for the receiver. Nothing was sent.
 */
export const SolanaInsufficientRentError = /* @__PURE__ */ defineError({
  name: 'SolanaInsufficientRentError',
  message: (shortfall: SolanaRentShortfall) => {
    const minimum = shortfall.minimum ? ` of ${shortfall.minimum} ${shortfall.symbol ?? 'SOL'}` : '';
    if (shortfall.account === 'tokenAccount')
      return `The sender cannot pay the rent${minimum} of the receiver's new token account`;
    const who =
      shortfall.account === 'sender'
        ? "the sender's account"
        : shortfall.address
          ? `account ${shortfall.address}`
          : 'an account';
    return `The transaction would leave ${who} below its rent-exempt minimum${minimum}`;
  },
  fields: (shortfall: SolanaRentShortfall) => {
    const data: Record<string, string> = {};
    if (shortfall.account) data.account = shortfall.account;
    if (shortfall.address) data.address = shortfall.address;
    if (shortfall.minimumLamports !== undefined) data.minimumLamports = String(shortfall.minimumLamports);
    if (shortfall.minimum) data.minimum = shortfall.minimum;
    if (shortfall.symbol) data.symbol = shortfall.symbol;
    return data;
  },
});

/** The wallet has no such method (EIP-1193 / JSON-RPC -32601), so the adapter may fall back (sign, then send). */
export const SolanaWalletMethodMissingError = /* @__PURE__ */ defineError({
  name: 'SolanaWalletMethodMissingError',
  message: (method: string) => `The wallet does not support ${method}`,
  code: -32601,
  fields: (method: string) => ({ method }),
});

/** A request named an account the wallet does not hold (EIP-1193 4100, unauthorized). */
export const SolanaWalletAccountMissingError = /* @__PURE__ */ defineError({
  name: 'SolanaWalletAccountMissingError',
  message: 'The wallet has no such account',
  code: 4100,
});
