import { defineError } from '../core/errors/defineError';

/** Why verifyPayment could not answer at all (a server answers 503, or fixes its configuration). */
export type PaymentVerificationFailure = 'invalidOptions' | 'unavailable' | 'noRpcUrl' | 'wrongChain';

/** Thrown by verifyPayment when it cannot decide; `data.reason` says why, `data.detail` what. */
export const PaymentVerificationError = /* @__PURE__ */ defineError({
  name: 'PaymentVerificationError',
  message: (reason: PaymentVerificationFailure, detail: string) =>
    `Payment verification failed: ${reason}: ${detail}`,
  fields: (reason: PaymentVerificationFailure, detail: string) => ({ reason, detail }),
});
