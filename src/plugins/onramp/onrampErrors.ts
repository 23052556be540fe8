import { defineError } from '../../core/errors/defineError';

// Errors of the on-ramp plugin, each with what failed as data; the views show them by name through
// the strings table (`onramp.error.{name}`). The options and the quote have no error of their own
// towards the user: SPEC §8 falls back to the sample options and the mocked quote (kept in state
// with the cause, `optionsError` / `quoteError`).

/** `POST /v1/generators/onrampurl` failed: the API's status and message (its 400 text, or the HTTP text). */
export const OnrampBuyUrlError = /* @__PURE__ */ defineError({
  name: 'OnrampBuyUrlError',
  message: (status: number, detail: string) => `The buy link could not be created (${status}): ${detail}`,
  fields: (status: number, detail: string) => ({ status, detail }),
});

/** A buy was asked for with part of the form missing or off limits (`field`: which one). */
export const OnrampFormIncompleteError = /* @__PURE__ */ defineError({
  name: 'OnrampFormIncompleteError',
  message: (field: 'account' | 'amount' | 'token' | 'currency' | 'limits') =>
    `The buy form has no valid ${field} yet`,
  fields: (field: 'account' | 'amount' | 'token' | 'currency' | 'limits') => ({ field }),
});

/** The time zone is in a region where buying is not offered (SPEC §9 restricted regions). */
export const OnrampRestrictedRegionError = /* @__PURE__ */ defineError({
  name: 'OnrampRestrictedRegionError',
  message: (timeZone: string) => `Buying crypto is not available in this region (${timeZone})`,
  fields: (timeZone: string) => ({ timeZone }),
});

/** An answer of the on-ramp API did not have the documented shape (`route`: which one). */
export const OnrampInvalidResponseError = /* @__PURE__ */ defineError({
  name: 'OnrampInvalidResponseError',
  message: (route: string) => `The on-ramp API answered ${route} with an unexpected shape`,
  fields: (route: string) => ({ route }),
});

/** `followOnrampOrder` of an id that is not an order id of the generator. */
export const OnrampOrderIdError = /* @__PURE__ */ defineError({
  name: 'OnrampOrderIdError',
  message: (id: string) => `Not an on-ramp order id: ${id.slice(0, 60)}`,
  fields: (id: string) => ({ id: id.slice(0, 60) }),
});
