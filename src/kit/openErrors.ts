import { defineError } from '../core/errors/defineError';

// Errors of `open()` that SPEC §8 has no text for. Its own room file, apart from optionErrors.ts: it is
// needed only on the rare failure path (reportOpenFailure.ts, a lazy chunk), never at start-up.

/**
 * `open()` accepted its arguments but could not open the modal: something it dispatched threw (a
 * reducer, a store subscriber, a listener). `cause` is what threw; `data.view` the view asked for.
 */
export const ModalOpenFailedError = /* @__PURE__ */ defineError({
  name: 'ModalOpenFailedError',
  message: (view: string) => `The modal could not open on "${view}"`,
  fields: (view: string) => ({ view }),
});
