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
