import { defineError } from '../../core/errors/defineError';

// Errors of the Polkadot adapter. Each carries its facts as `data`, so callers never parse messages.

/** A wallet answered a Polkadot request with something the adapter cannot use (nothing was stored). */
export const InvalidPolkadotWalletAnswerError = /* @__PURE__ */ defineError({
  name: 'InvalidPolkadotWalletAnswerError',
  message: (method: string, problem: string) => `The wallet sent an invalid answer to ${method}: ${problem}`,
  fields: (method: string, problem: string) => ({ method, problem }),
});

/** An EVM-only method (typed data, EIP-5792 calls) called on the Polkadot adapter. */
export const PolkadotMethodUnsupportedError = /* @__PURE__ */ defineError({
  name: 'PolkadotMethodUnsupportedError',
  message: (method: string) => `${method} is not supported on Polkadot`,
  fields: (method: string) => ({ method }),
});

/** The wallet has no such method (JSON-RPC -32601): e.g. an extension without signRaw. */
export const PolkadotWalletMethodMissingError = /* @__PURE__ */ defineError({
  name: 'PolkadotWalletMethodMissingError',
  message: (method: string) => `The wallet does not support ${method}`,
  code: -32601,
  fields: (method: string) => ({ method }),
});

/** The user declined in the wallet (the extension's "Cancelled"; EIP-1193 4001, so the kit's toast shows). */
export const PolkadotUserRejectedError = /* @__PURE__ */ defineError({
  name: 'PolkadotUserRejectedError',
  message: 'The user rejected the request',
  code: 4001,
});

/** The network has no RPC endpoint the adapter can reach (no custom URL, no websocket or HTTP URL). */
export const PolkadotRpcUrlMissingError = /* @__PURE__ */ defineError({
  name: 'PolkadotRpcUrlMissingError',
  message: (caipNetworkId: string) => `No RPC URL for ${caipNetworkId}`,
  fields: (caipNetworkId: string) => ({ caipNetworkId }),
});

/**
 * Whose balance the existential deposit rule hits: the sender (a keep-alive transfer would leave it
 * under the deposit, so the chain refuses; an allow-death one would reap it and burn the rest) or
 * the recipient (it would hold less than the deposit, so the chain refuses).
 */
export type PolkadotDepositAccount = 'sender' | 'recipient';

/** The facts of an existential deposit refusal, amounts in planck (decimal strings) and formatted. */
export interface PolkadotDepositShortfall {
  account: PolkadotDepositAccount;
  address: string;
  /** Balances.ExistentialDeposit of the chain, in planck. */
  existentialDeposit: string;
  /** The same, formatted in the native unit ('1'). */
  minimum: string;
  symbol: string;
  /** What the account would hold after the transfer, in planck. */
  balanceAfter: string;
}

/**
 * A transfer the chain would refuse (or that would reap the sender) under the existential deposit
 * rule; raised before the wallet is asked, so nothing was signed or sent.
 */
export const PolkadotExistentialDepositError = /* @__PURE__ */ defineError({
  name: 'PolkadotExistentialDepositError',
  message: (shortfall: PolkadotDepositShortfall) =>
    shortfall.account === 'sender'
      ? `The transfer would leave the sender below the existential deposit of ${shortfall.minimum} ${shortfall.symbol}`
      : `The recipient would hold less than the existential deposit of ${shortfall.minimum} ${shortfall.symbol}`,
  fields: (shortfall: PolkadotDepositShortfall) => ({ ...shortfall }),
});

/** The chain refused the signed extrinsic (a node's 1010 "Invalid Transaction" and its reason). */
export const PolkadotTransactionRefusedError = /* @__PURE__ */ defineError({
  name: 'PolkadotTransactionRefusedError',
  message: (reason: string, _code?: number) => `The chain refused the transaction: ${reason}`,
  fields: (reason: string, code?: number) => ({ reason, ...(code === undefined ? {} : { code }) }),
});

/** waitForTransaction was given a hash this adapter did not send (it follows only its own). */
export const PolkadotTransactionUnknownError = /* @__PURE__ */ defineError({
  name: 'PolkadotTransactionUnknownError',
  message: (hash: string) => `Transaction ${hash} was not sent by this adapter`,
  fields: (hash: string) => ({ hash }),
});

/**
 * The websocket to the node closed (it dropped, or the kit was destroyed) before a transaction this
 * adapter sent was finalized: its outcome is unknown here. The chain had accepted it, so it may still
 * be finalized; look it up by hash once the node answers again.
 */
export const PolkadotConnectionLostError = /* @__PURE__ */ defineError({
  name: 'PolkadotConnectionLostError',
  message: (hash: string, url: string) =>
    `The connection to ${url} closed before transaction ${hash} was seen finalized; it may still be finalized`,
  fields: (hash: string, url: string) => ({ hash, url }),
});

/** A chain read failed: the node answered an error, or something the adapter cannot decode. */
export const PolkadotRpcRequestError = /* @__PURE__ */ defineError({
  name: 'PolkadotRpcRequestError',
  message: (method: string, problem: string) => `The Polkadot node could not answer ${method}: ${problem}`,
  fields: (method: string, problem: string) => ({ method, problem }),
});

/** A transfer request the adapter cannot send (a recipient that is no SS58 address, a negative amount). */
export const InvalidPolkadotTransferError = /* @__PURE__ */ defineError({
  name: 'InvalidPolkadotTransferError',
  message: (field: string, problem: string) => `Invalid Polkadot transfer ${field}: ${problem}`,
  fields: (field: string, problem: string) => ({ field, problem }),
});
