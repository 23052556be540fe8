import { defineError } from '../../core/errors/defineError';

// Errors of the embedded-wallet (auth) connector that SPEC §8 has no text for.

/** The embedded wallet was asked for after its kit was destroyed: no iframe is made any more. */
export const EmbeddedWalletDestroyedError = /* @__PURE__ */ defineError({
  name: 'EmbeddedWalletDestroyedError',
  message: 'The kit was destroyed',
});
