import { defineError } from '../../core/errors/defineError';

// Errors of the Bitcoin adapter. Each carries its facts as `data`, so callers never parse messages.

/** A wallet answered a Bitcoin request with something the adapter cannot use (nothing was stored). */
export const InvalidBitcoinWalletAnswerError = /* @__PURE__ */ defineError({
  name: 'InvalidBitcoinWalletAnswerError',
  message: (method: string, problem: string) => `The wallet sent an invalid answer to ${method}: ${problem}`,
  fields: (method: string, problem: string) => ({ method, problem }),
});

/** The wallet does not offer the method (sats-connect METHOD_NOT_FOUND -32601, or not in its getInfo). */
export const BitcoinWalletMethodMissingError = /* @__PURE__ */ defineError({
  name: 'BitcoinWalletMethodMissingError',
  message: (method: string) => `The wallet does not support ${method}`,
  code: -32601,
  fields: (method: string) => ({ method }),
});

/**
 * The wallet refused or failed a request. A sats-connect USER_REJECTION (-32000) becomes 4001, so the
 * kit treats it as every declined request; `walletCode` keeps the wallet's own code.
 */
export const BitcoinWalletRequestError = /* @__PURE__ */ defineError({
  name: 'BitcoinWalletRequestError',
  message: (method: string, walletCode: number, walletMessage: string) =>
    walletCode === -32000 ? `The user rejected ${method}` : `The wallet failed ${method}: ${walletMessage}`,
  code: (_method: string, walletCode: number) => (walletCode === -32000 ? 4001 : walletCode),
  fields: (method: string, walletCode: number, walletMessage: string) => ({
    method,
    walletCode,
    walletMessage,
  }),
});

/** An EVM-only method (typed data, EIP-5792 calls) called on the Bitcoin adapter. */
export const BitcoinMethodUnsupportedError = /* @__PURE__ */ defineError({
  name: 'BitcoinMethodUnsupportedError',
  message: (method: string) => `${method} is not supported on Bitcoin`,
  fields: (method: string) => ({ method }),
});

/** A bad argument of a Bitcoin call (address, amount, fee rate, PSBT); nothing was asked of the wallet. */
export const InvalidBitcoinRequestError = /* @__PURE__ */ defineError({
  name: 'InvalidBitcoinRequestError',
  message: (field: string, problem: string) => `Invalid Bitcoin ${field}: ${problem}`,
  fields: (field: string, problem: string) => ({ field, problem }),
});

/** The network's node answered an error (`nodeCode`, e.g. -5 for an unknown transaction) or could not be reached. */
export const BitcoinNodeError = /* @__PURE__ */ defineError({
  name: 'BitcoinNodeError',
  message: (method: string, problem: string, _nodeCode?: number) =>
    `The Bitcoin node failed ${method}: ${problem}`,
  fields: (method: string, problem: string, nodeCode?: number): Record<string, string | number> =>
    nodeCode === undefined ? { method, problem } : { method, problem, nodeCode },
});

/** A followed transaction is not known to the node, or was not confirmed in time. */
export const BitcoinTransactionNotConfirmedError = /* @__PURE__ */ defineError({
  name: 'BitcoinTransactionNotConfirmedError',
  message: (txid: string, reason: string) => `Transaction ${txid} was not confirmed: ${reason}`,
  fields: (txid: string, reason: string) => ({ txid, reason }),
});
