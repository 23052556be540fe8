import type { ParseAmountReason } from '../format/parseAmount';
import { defineError } from './defineError';

// Errors of the send flow that SPEC §8 does not word (its two send texts are in catalogue.ts). Each
// carries its cause as structured data; the send views show them through the i18n table by name.

/** The typed amount is not an amount (`reason` as `parseAmount` gives it). */
export const SendAmountInvalidError = /* @__PURE__ */ defineError(
  'SendAmountInvalidError',
  (reason: ParseAmountReason, _maxDecimals?: number) => `The amount is not valid (${reason})`,
  undefined,
  (reason: ParseAmountReason, maxDecimals?: number): Record<string, string | number> =>
    maxDecimals === undefined ? { reason } : { reason, maxDecimals },
);

/** The amount is more than the token balance (for the native token: more than the balance minus the fee). */
export const SendAmountExceedsBalanceError = /* @__PURE__ */ defineError(
  'SendAmountExceedsBalanceError',
  (balance: string, symbol: string) => `The amount is more than your balance of ${balance} ${symbol}`,
  undefined,
  (balance: string, symbol: string) => ({ balance, symbol }),
);

/**
 * The receiver is neither an address of the active namespace nor a name (`format`), or an EVM address
 * whose mixed case is not its EIP-55 checksum (`checksum`: a mistyped letter).
 */
export const SendReceiverInvalidError = /* @__PURE__ */ defineError(
  'SendReceiverInvalidError',
  (reason: 'format' | 'checksum' = 'format') =>
    reason === 'checksum'
      ? 'The receiver address has an invalid checksum'
      : 'The receiver is not a valid address or name',
  undefined,
  (reason: 'format' | 'checksum' = 'format') => ({ reason }),
);

/** The name service knows no address for this name. */
export const NameNotFoundError = /* @__PURE__ */ defineError(
  'NameNotFoundError',
  (name: string) => `No address found for ${name}`,
  undefined,
  (name: string) => ({ name }),
);

/** The wallet did not answer a send within the send timeout; nothing was changed by the kit. */
export const SendTimeoutError = /* @__PURE__ */ defineError(
  'SendTimeoutError',
  (seconds: number) => `The wallet did not answer within ${seconds} seconds`,
  undefined,
  (seconds: number) => ({ seconds }),
);
