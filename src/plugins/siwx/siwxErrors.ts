import { defineError } from '../../core/errors/defineError';

// Errors of the SIWX plugin. The message and signature rules have theirs in core/siwx/siwxErrors.ts.

/** The sign-in was closed, canceled or moved to another account while the wallet was signing. */
export const SiwxSignInAbandonedError = /* @__PURE__ */ defineError({
  name: 'SiwxSignInAbandonedError',
  message: 'The sign-in ended before the wallet answered',
});

/** The reference API refused a SIWX call: its own message when it sent one; `code` is the HTTP status. */
export const SiwxRequestFailedError = /* @__PURE__ */ defineError<[status: number, apiMessage?: string]>({
  name: 'SiwxRequestFailedError',
  message: (status: number, apiMessage?: string) => apiMessage || `SIWX request failed (${status})`,
  code: (status: number) => status,
  fields: (status: number) => ({ status }),
});

// SPEC §8 texts, verbatim (test/errorCatalogue.test.ts holds them).
export const SiwxNotEnabledError = /* @__PURE__ */ defineError({
  name: 'SiwxNotEnabledError',
  message: 'SIWX is not enabled',
});
export const NoActiveCaipNetworkOrClientError = /* @__PURE__ */ defineError({
  name: 'NoActiveCaipNetworkOrClientError',
  message: 'No ActiveCaipNetwork or client found',
});
