import { defineError } from '../../core/errors/defineError';

// Errors of the history plugin. Its RTK Query endpoint stores `new X().toJSON()` (plain data in the
// store); the class fixes the name and the text.

/** An answer that is not a page of history: a failed fetch, not an empty history. */
export const InvalidHistoryResponseError = /* @__PURE__ */ defineError({
  name: 'InvalidHistoryResponseError',
  message: 'The history answer is not a page of transactions',
});

// SPEC §8 texts, verbatim (test/errorCatalogue.test.ts holds them).
export const TransactionsWithoutAddressError = /* @__PURE__ */ defineError({
  name: 'TransactionsWithoutAddressError',
  message: "Transactions can't be fetched without an accountAddress",
});
