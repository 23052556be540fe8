import { defineError } from '../../core/errors/defineError';

// Errors of the kit's actions that SPEC §8 has no text for (its texts: core/errors/connectionErrors.ts).

/** An action was called with a kit that has no wallet runtime: it was destroyed, or is not a kit. */
export const WalletRuntimeMissingError = /* @__PURE__ */ defineError({
  name: 'WalletRuntimeMissingError',
  message: 'This kit has no wallet runtime: it was destroyed, or the object passed is not a kit',
});
