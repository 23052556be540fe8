import { defineError } from '../../../core/errors/defineError';

// Errors of the account view. Its RTK Query endpoints store `new X().toJSON()` (plain data in the
// store); the class fixes the name and the text.

/** The API's NFT answer is not a list of NFTs: a failed fetch, not an empty collection. */
export const InvalidNftsResponseError = /* @__PURE__ */ defineError({
  name: 'InvalidNftsResponseError',
  message: 'The NFT answer is not a list',
});
