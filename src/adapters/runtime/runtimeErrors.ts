import { defineError } from '../../core/errors/defineError';

// Errors of the adapter runtime that SPEC §8 has no text for (its SPEC texts are in core/errors/connectionErrors.ts).

/** The wallet answered `eth_gasPrice` with something that is not a hex quantity. */
export const InvalidGasPriceError = /* @__PURE__ */ defineError({
  name: 'InvalidGasPriceError',
  message: 'Invalid gas price',
});
