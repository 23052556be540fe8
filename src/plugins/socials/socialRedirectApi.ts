import type { SocialProvider } from '../../core/constants/features';
import type { SocialRedirectKit } from './socialRedirect';

// The public redirect-mode functions of `portico`, as thin wrappers that fetch the implementation on
// call. Why: the socials plugin's own chunk uses the same module, and a host's esbuild puts any module
// an entry re-exports *and* a lazy chunk uses into a chunk the page loads at start — ~1 kB gzip before
// the button for a feature most pages never call (docs/bench.md). Both functions are async anyway.

/** Redirect mode, first half: leaves the page for the provider (see socialRedirect.ts). */
export async function startSocialRedirect(
  kit: SocialRedirectKit,
  provider: SocialProvider,
  navigate?: (url: string) => void,
): Promise<void> {
  const redirect = await import('./socialRedirect');
  return navigate
    ? redirect.startSocialRedirect(kit, provider, navigate)
    : redirect.startSocialRedirect(kit, provider);
}

/** Redirect mode, second half: completes the login when `href` is the provider's answer. */
export async function completeSocialRedirect(
  kit: SocialRedirectKit,
  href: string,
  provider?: SocialProvider,
): Promise<boolean> {
  return (await import('./socialRedirect')).completeSocialRedirect(kit, href, provider);
}
