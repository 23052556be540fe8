import { defineError, type SerializedError } from '../../core/errors/defineError';

// AppKit Pay's 16 error codes (`AppKitPayErrorCodes`, its messages verbatim) as catalogue classes: each
// instance carries the AppKit code as `code` and what went wrong as structured fields, so a host that
// switched from `@reown/appkit-pay` keeps its `error.code === 'INVALID_RECIPIENT'` checks. The classes
// Portico adds (no kit, two payments at once, the timeout) each map to the AppKit code a host would see.

/** AppKit Pay's error codes. */
export const PAY_ERROR_CODES = [
  'INVALID_PAYMENT_CONFIG',
  'INVALID_RECIPIENT',
  'INVALID_ASSET',
  'INVALID_AMOUNT',
  'UNKNOWN_ERROR',
  'UNABLE_TO_INITIATE_PAYMENT',
  'INVALID_CHAIN_NAMESPACE',
  'GENERIC_PAYMENT_ERROR',
  'UNABLE_TO_GET_EXCHANGES',
  'ASSET_NOT_SUPPORTED',
  'UNABLE_TO_GET_PAY_URL',
  'UNABLE_TO_GET_BUY_STATUS',
  'UNABLE_TO_GET_TOKEN_BALANCES',
  'UNABLE_TO_GET_QUOTE',
  'UNABLE_TO_GET_QUOTE_STATUS',
  'INVALID_RECIPIENT_ADDRESS_FOR_ASSET',
] as const;

/** One of AppKit Pay's error codes. */
export type PayErrorCode = (typeof PAY_ERROR_CODES)[number];

/** AppKit Pay's message of each code. */
export const PAY_ERROR_MESSAGES: Record<PayErrorCode, string> = {
  INVALID_PAYMENT_CONFIG: 'Invalid payment configuration',
  INVALID_RECIPIENT: 'Invalid recipient address',
  INVALID_ASSET: 'Invalid asset specified',
  INVALID_AMOUNT: 'Invalid payment amount',
  UNKNOWN_ERROR: 'Unknown payment error occurred',
  UNABLE_TO_INITIATE_PAYMENT: 'Unable to initiate payment',
  INVALID_CHAIN_NAMESPACE: 'Invalid chain namespace',
  GENERIC_PAYMENT_ERROR: 'Unable to process payment',
  UNABLE_TO_GET_EXCHANGES: 'Unable to get exchanges',
  ASSET_NOT_SUPPORTED: 'Asset not supported by the selected exchange',
  UNABLE_TO_GET_PAY_URL: 'Unable to get payment URL',
  UNABLE_TO_GET_BUY_STATUS: 'Unable to get buy status',
  UNABLE_TO_GET_TOKEN_BALANCES: 'Unable to get token balances',
  UNABLE_TO_GET_QUOTE: 'Unable to get quote',
  UNABLE_TO_GET_QUOTE_STATUS: 'Unable to get quote status',
  INVALID_RECIPIENT_ADDRESS_FOR_ASSET: 'Invalid recipient address for the asset selected',
};

/** A payment error as `pay()` resolves it and the state keeps it: serialisable, with AppKit's code. */
export type PayError = SerializedError & { code: PayErrorCode };

/** Declares the class of one AppKit code: AppKit's message, `detail` (what exactly) as a field. */
function payError(name: string, code: PayErrorCode) {
  return defineError({
    name,
    code,
    message: (detail?: string) =>
      detail ? `${PAY_ERROR_MESSAGES[code]}: ${detail}` : PAY_ERROR_MESSAGES[code],
    fields: (detail?: string): Record<string, string> => (detail ? { detail } : {}),
    docsPath: 'plugins/pay.md#error-codes',
  });
}

export const PayInvalidConfigError = /* @__PURE__ */ payError(
  'PayInvalidConfigError',
  'INVALID_PAYMENT_CONFIG',
);
export const PayInvalidRecipientError = /* @__PURE__ */ payError(
  'PayInvalidRecipientError',
  'INVALID_RECIPIENT',
);
export const PayInvalidAssetError = /* @__PURE__ */ payError('PayInvalidAssetError', 'INVALID_ASSET');
export const PayInvalidAmountError = /* @__PURE__ */ payError('PayInvalidAmountError', 'INVALID_AMOUNT');
export const PayUnknownError = /* @__PURE__ */ payError('PayUnknownError', 'UNKNOWN_ERROR');
export const PayInitiateError = /* @__PURE__ */ payError('PayInitiateError', 'UNABLE_TO_INITIATE_PAYMENT');
export const PayInvalidNamespaceError = /* @__PURE__ */ payError(
  'PayInvalidNamespaceError',
  'INVALID_CHAIN_NAMESPACE',
);
export const PayFailedError = /* @__PURE__ */ payError('PayFailedError', 'GENERIC_PAYMENT_ERROR');
export const PayExchangesError = /* @__PURE__ */ payError('PayExchangesError', 'UNABLE_TO_GET_EXCHANGES');
export const PayAssetNotSupportedError = /* @__PURE__ */ payError(
  'PayAssetNotSupportedError',
  'ASSET_NOT_SUPPORTED',
);
export const PayUrlError = /* @__PURE__ */ payError('PayUrlError', 'UNABLE_TO_GET_PAY_URL');
export const PayBuyStatusError = /* @__PURE__ */ payError('PayBuyStatusError', 'UNABLE_TO_GET_BUY_STATUS');
export const PayTokenBalancesError = /* @__PURE__ */ payError(
  'PayTokenBalancesError',
  'UNABLE_TO_GET_TOKEN_BALANCES',
);
export const PayQuoteError = /* @__PURE__ */ payError('PayQuoteError', 'UNABLE_TO_GET_QUOTE');
export const PayQuoteStatusError = /* @__PURE__ */ payError(
  'PayQuoteStatusError',
  'UNABLE_TO_GET_QUOTE_STATUS',
);
export const PayRecipientForAssetError = /* @__PURE__ */ payError(
  'PayRecipientForAssetError',
  'INVALID_RECIPIENT_ADDRESS_FOR_ASSET',
);

/** A second payment was asked for while one is in progress (AppKit: one payment at a time). */
export const PayInProgressError = /* @__PURE__ */ defineError({
  name: 'PayInProgressError',
  code: 'UNABLE_TO_INITIATE_PAYMENT',
  message: (paymentId: string) => `A payment is already in progress (${paymentId})`,
  fields: (paymentId: string) => ({ paymentId }),
  docsPath: 'plugins/pay.md#error-codes',
});

/** The payment did not settle within the timeout (AppKit: 300000 ms); it may still settle later. */
export const PayTimeoutError = /* @__PURE__ */ defineError({
  name: 'PayTimeoutError',
  code: 'GENERIC_PAYMENT_ERROR',
  message: (paymentId: string, timeoutMs: number) =>
    `Payment timeout: ${paymentId} did not settle within ${timeoutMs} ms`,
  fields: (paymentId: string, timeoutMs: number) => ({ paymentId, timeoutMs }),
  docsPath: 'plugins/pay.md#error-codes',
});

/** The reference API marked the payment FAILED (`reason`: its failureReason, when it gave one). */
export const PaySettlementFailedError = /* @__PURE__ */ defineError({
  name: 'PaySettlementFailedError',
  code: 'GENERIC_PAYMENT_ERROR',
  message: (paymentId: string, reason?: string) =>
    reason ? `Payment ${paymentId} failed: ${reason}` : `Payment ${paymentId} failed`,
  fields: (paymentId: string, reason?: string): Record<string, string> =>
    reason ? { paymentId, reason } : { paymentId },
  docsPath: 'plugins/pay.md#error-codes',
});

/**
 * No kit to pay with: none on the page, or several and none named (`pay(options, { kit })`). Portico
 * allows several kits per page where AppKit has one; guessing would pay through the wrong one.
 */
export const PayKitNotFoundError = /* @__PURE__ */ defineError({
  name: 'PayKitNotFoundError',
  code: 'UNABLE_TO_INITIATE_PAYMENT',
  message: (kits: number) =>
    kits === 0
      ? 'No kit to pay with: call createAppKit({ features: { pay: true } }) first'
      : `${kits} kits on this page: pass the one to pay with as { kit }`,
  fields: (kits: number) => ({ kits }),
  docsPath: 'plugins/pay.md#which-kit',
});

/** The kit's `pay` feature is off (SPEC §9 default): `createAppKit({ features: { pay: true } })`. */
export const PayFeatureOffError = /* @__PURE__ */ defineError({
  name: 'PayFeatureOffError',
  code: 'UNABLE_TO_INITIATE_PAYMENT',
  message: 'The pay feature is off: createAppKit({ features: { pay: true } })',
  docsPath: 'plugins/pay.md#which-kit',
});

/**
 * `error` as a PayError: its own AppKit code when it has one; otherwise (a wallet's refusal, a network
 * failure) `fallback`, with the original code kept as `data.causeCode` and its name and message unchanged.
 */
export function toPayError(error: SerializedError, fallback: PayErrorCode = 'UNKNOWN_ERROR'): PayError {
  const code = PAY_ERROR_CODES.find((c) => c === error.code);
  if (code) return { ...error, code };
  const data = error.code === undefined ? error.data : { ...error.data, causeCode: error.code };
  return { ...error, code: fallback, ...(data ? { data } : {}) };
}
