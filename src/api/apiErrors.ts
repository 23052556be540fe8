import { defineError } from '../core/errors/defineError';

// Errors of the blockchain API client. RTK Query keeps an endpoint's error as plain data, so the
// endpoints store `serializeError(new X())`: the class fixes name and text, the store keeps its JSON.

/** The call never got an HTTP answer (network down, timeout) or the answer was not JSON. */
export const FetchError = /* @__PURE__ */ defineError({
  name: 'FetchError',
  message: 'Something went wrong',
  // RTK Query's reason (FETCH_ERROR, PARSING_ERROR, TIMEOUT_ERROR) is the code.
  code: (reason: string) => reason,
});

/** A thunk asked for the blockchain API of a kit built without one (a bare test store). */
export const BlockchainApiMissingError = /* @__PURE__ */ defineError({
  name: 'BlockchainApiMissingError',
  message: 'This kit has no blockchain API loader (create it with createAppKit)',
});

/** `attachModule` was given an RTK Query module this api already has (the hooks attached twice). */
export const ApiModuleAttachedTwiceError = /* @__PURE__ */ defineError({
  name: 'ApiModuleAttachedTwiceError',
  message: (module: string) => `This api already has the RTK Query module ${module}`,
  fields: (module: string) => ({ module }),
});

// SPEC §8 texts, verbatim (test/errorCatalogue.test.ts holds them).
export const HttpStatusError = /* @__PURE__ */ defineError({
  name: 'HttpStatusError',
  message: (status: number) => `HTTP status code: ${status}`,
});
