import { defineError } from '../../core/errors/defineError';

// Errors of the receive plugin that SPEC §8 has no text for.

/** Why a copy failed: the page has no clipboard (insecure context, old browser) or it refused. */
export type CopyFailureReason = 'unavailable' | 'denied';

/** The clipboard did not take the address; `data.reason` says why. */
export const ReceiveCopyFailedError = /* @__PURE__ */ defineError({
  name: 'ReceiveCopyFailedError',
  message: (_reason: CopyFailureReason) => 'Could not copy to the clipboard',
  fields: (reason: CopyFailureReason) => ({ reason }),
});
