import { defineError } from '../../core/errors/defineError';

// Errors of the socials plugin that SPEC §8 has no text for.

/** A social login was asked for a provider outside SPEC §5's six (Farcaster has its own flow). */
export const UnknownSocialProviderError = /* @__PURE__ */ defineError({
  name: 'UnknownSocialProviderError',
  message: (provider: string) => `Unknown social provider: ${provider}`,
});

/** A provider's answer arrived, but which provider it is from is not known (nor passed). */
export const MissingRedirectProviderError = /* @__PURE__ */ defineError({
  name: 'MissingRedirectProviderError',
  message: 'No social provider is known for this redirect; pass it to completeSocialRedirect',
});
