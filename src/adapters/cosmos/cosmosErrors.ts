import { defineError } from '../../core/errors/defineError';

// Errors of the Cosmos adapter. Each carries its facts as `data`, so callers never parse messages.

/** A wallet answered a Cosmos request with something the adapter cannot use (nothing was stored or sent). */
export const InvalidCosmosWalletAnswerError = /* @__PURE__ */ defineError({
  name: 'InvalidCosmosWalletAnswerError',
  message: (method: string, problem: string) => `The wallet sent an invalid answer to ${method}: ${problem}`,
  fields: (method: string, problem: string) => ({ method, problem }),
});

/** A send the adapter refused before asking the wallet (bad address, amount or memo); nothing was signed. */
export const InvalidCosmosTransferError = /* @__PURE__ */ defineError({
  name: 'InvalidCosmosTransferError',
  message: (field: string, problem: string) => `Invalid Cosmos transfer ${field}: ${problem}`,
  fields: (field: string, problem: string) => ({ field, problem }),
});

/**
 * The sender cannot pay amount plus fee (checked before the wallet is asked, or the chain's code 5).
 * Amounts are in the chain's base denomination.
 */
export const CosmosInsufficientFundsError = /* @__PURE__ */ defineError({
  name: 'CosmosInsufficientFundsError',
  message: (needed: bigint, available: bigint, denom: string) =>
    `Insufficient funds: the transfer needs ${needed}${denom} (amount and fee), the account holds ${available}${denom}`,
  fields: (needed: bigint, available: bigint, denom: string) => ({
    needed: String(needed),
    available: String(available),
    denom,
  }),
});

/** The node refused the transaction in CheckTx (an ABCI code other than 0); nothing was sent. */
export const CosmosTransactionRefusedError = /* @__PURE__ */ defineError({
  name: 'CosmosTransactionRefusedError',
  message: (code: number, codespace: string, log: string) =>
    `The chain refused the transaction (${codespace || 'sdk'} code ${code}): ${log}`,
  code: (code: number) => code,
  fields: (code: number, codespace: string, log: string) => ({ code, codespace, log }),
});

/** The chain's RPC answered with an error or something unreadable. */
export const CosmosRpcFailedError = /* @__PURE__ */ defineError({
  name: 'CosmosRpcFailedError',
  message: (method: string, problem: string) => `The Cosmos RPC call ${method} failed: ${problem}`,
  fields: (method: string, problem: string) => ({ method, problem }),
});

/** An EVM-only method (typed data, EIP-5792 calls) called on the Cosmos adapter. */
export const CosmosMethodUnsupportedError = /* @__PURE__ */ defineError({
  name: 'CosmosMethodUnsupportedError',
  message: (method: string) => `${method} is not supported on Cosmos`,
  fields: (method: string) => ({ method }),
});

/** The wallet has no such method (e.g. a Keplr-like wallet without signArbitrary). */
export const CosmosWalletMethodMissingError = /* @__PURE__ */ defineError({
  name: 'CosmosWalletMethodMissingError',
  message: (method: string) => `The wallet does not support ${method}`,
  code: -32601,
  fields: (method: string) => ({ method }),
});
