import { defineError } from '../../core/errors/defineError';

// Errors of the Solana adapter. Each carries its facts as `data`, so callers never parse messages.

/** A wallet answered a Solana request with something the adapter cannot use (nothing was stored). */
export const InvalidSolanaWalletAnswerError = /* @__PURE__ */ defineError(
  'InvalidSolanaWalletAnswerError',
  (method: string, problem: string) => `The wallet sent an invalid answer to ${method}: ${problem}`,
  undefined,
  (method: string, problem: string) => ({ method, problem }),
);

/** A send option outside SPEC §3/§5 (e.g. an unknown preflightCommitment); nothing was sent. */
export const InvalidSolanaSendOptionError = /* @__PURE__ */ defineError(
  'InvalidSolanaSendOptionError',
  (option: string, problem: string) => `Invalid Solana send option ${option}: ${problem}`,
  undefined,
  (option: string, problem: string) => ({ option, problem }),
);

/** An EVM-only method (typed data, EIP-5792 calls) called on the Solana adapter. */
export const SolanaMethodUnsupportedError = /* @__PURE__ */ defineError(
  'SolanaMethodUnsupportedError',
  (method: string) => `${method} is not supported on Solana`,
  undefined,
  (method: string) => ({ method }),
);

/** A transaction the adapter followed did not reach confirmation before its blockhash expired. */
export const SolanaTransactionExpiredError = /* @__PURE__ */ defineError(
  'SolanaTransactionExpiredError',
  (signature: string) => `Transaction ${signature} expired before it was confirmed`,
  undefined,
  (signature: string) => ({ signature }),
);

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
export const SolanaInsufficientRentError = /* @__PURE__ */ defineError(
  'SolanaInsufficientRentError',
  (shortfall: SolanaRentShortfall) => {
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
  undefined,
  (shortfall: SolanaRentShortfall) => {
    const data: Record<string, string> = {};
    if (shortfall.account) data.account = shortfall.account;
    if (shortfall.address) data.address = shortfall.address;
    if (shortfall.minimumLamports !== undefined) data.minimumLamports = String(shortfall.minimumLamports);
    if (shortfall.minimum) data.minimum = shortfall.minimum;
    if (shortfall.symbol) data.symbol = shortfall.symbol;
    return data;
  },
);
