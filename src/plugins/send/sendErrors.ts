import { defineError } from '../../core/errors/defineError';
import type { ParseAmountReason } from '../../core/format/parseAmount';

// Errors of the send plugin; its SPEC §8 texts close the file. Each
// carries its cause as structured data; the send views show them through the i18n table by name.

/** The typed amount is not an amount (`reason` as `parseAmount` gives it). */
export const SendAmountInvalidError = /* @__PURE__ */ defineError({
  name: 'SendAmountInvalidError',
  message: (reason: ParseAmountReason, _maxDecimals?: number) => `The amount is not valid (${reason})`,
  fields: (reason: ParseAmountReason, maxDecimals?: number): Record<string, string | number> =>
    maxDecimals === undefined ? { reason } : { reason, maxDecimals },
});

/** The amount is more than the token balance (for the native token: more than the balance minus the fee). */
export const SendAmountExceedsBalanceError = /* @__PURE__ */ defineError({
  name: 'SendAmountExceedsBalanceError',
  message: (balance: string, symbol: string) =>
    `The amount is more than your balance of ${balance} ${symbol}`,
  fields: (balance: string, symbol: string) => ({ balance, symbol }),
});

/**
 * The receiver is neither an address of the active namespace nor a name (`format`), or an EVM address
 * whose mixed case is not its EIP-55 checksum (`checksum`: a mistyped letter).
 */
export const SendReceiverInvalidError = /* @__PURE__ */ defineError({
  name: 'SendReceiverInvalidError',
  message: (reason: 'format' | 'checksum' = 'format') =>
    reason === 'checksum'
      ? 'The receiver address has an invalid checksum'
      : 'The receiver is not a valid address or name',
  fields: (reason: 'format' | 'checksum' = 'format') => ({ reason }),
});

/** The name service knows no address for this name. */
export const NameNotFoundError = /* @__PURE__ */ defineError({
  name: 'NameNotFoundError',
  message: (name: string) => `No address found for ${name}`,
  fields: (name: string) => ({ name }),
});

/** Bitcoin: the custom fee rate is not a number of sat/vB within `min`..`max`. */
export const SendFeeRateInvalidError = /* @__PURE__ */ defineError({
  name: 'SendFeeRateInvalidError',
  message: (min: number, max: number) => `The fee rate must be a number of sat/vB from ${min} to ${max}`,
  fields: (min: number, max: number) => ({ min, max }),
});

/** Cosmos: the memo is longer than the chain accepts (the Cosmos SDK's default, 256 characters). */
export const SendMemoTooLongError = /* @__PURE__ */ defineError({
  name: 'SendMemoTooLongError',
  message: (max: number, length: number) => `The memo has ${length} characters; at most ${max} are accepted`,
  fields: (max: number, length: number) => ({ max, length }),
});

/** What `SendExistentialDepositError` carries (amounts in the currency unit, as decimal strings). */
export interface SendDepositShortfall {
  /** Whose balance would end under the existential deposit. */
  account: 'sender' | 'recipient';
  /** The existential deposit. */
  minimum: string;
  symbol: string;
  /** sender: what would be left, and lost when the account is closed. */
  remainder?: string;
  /** recipient: the least amount the chain accepts for this receiver. */
  needed?: string;
}

/**
 * Polkadot: the transfer would leave an account under the existential deposit. The receiver's case is
 * refused as the chain refuses it; the sender's would close the account and lose what is left, so the
 * form offers to send everything instead or to keep the minimum (docs/plugins/send.md).
 */
export const SendExistentialDepositError = /* @__PURE__ */ defineError({
  name: 'SendExistentialDepositError',
  message: (shortfall: SendDepositShortfall) =>
    shortfall.account === 'sender'
      ? `The sender would keep ${shortfall.remainder} ${shortfall.symbol}, under the existential deposit of ${shortfall.minimum} ${shortfall.symbol}`
      : `The receiver would hold less than the existential deposit of ${shortfall.minimum} ${shortfall.symbol}`,
  fields: (shortfall: SendDepositShortfall): Record<string, string> =>
    Object.fromEntries(Object.entries(shortfall).filter(([, value]) => value !== undefined)),
});

/** The wallet did not answer a send within the send timeout; nothing was changed by the kit. */
export const SendTimeoutError = /* @__PURE__ */ defineError({
  name: 'SendTimeoutError',
  message: (seconds: number) => `The wallet did not answer within ${seconds} seconds`,
  fields: (seconds: number) => ({ seconds }),
});

/** A send was started in a kit built without adapters (a bare test store): there is nothing to send with. */
export const TransactionServiceMissingError = /* @__PURE__ */ defineError({
  name: 'TransactionServiceMissingError',
  message: 'This kit has no adapter runtime to send with (create it with createAppKit)',
});

// SPEC §8 texts, verbatim (test/errorCatalogue.test.ts holds them).
export const SendAmountAndReceiverRequiredError = /* @__PURE__ */ defineError({
  name: 'SendAmountAndReceiverRequiredError',
  message: 'An amount and receiver address are required',
});
export const SendTokenRequiredError = /* @__PURE__ */ defineError({
  name: 'SendTokenRequiredError',
  message: 'A token is required',
});
export const UnsupportedChainError = /* @__PURE__ */ defineError({
  name: 'UnsupportedChainError',
  message: 'Unsupported chain',
});
