import { SOCIAL_PROVIDERS, type SocialProvider } from '../../core/constants/features';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { requireEmbeddedWallet } from '../support/embeddedWallet';
import { MissingRedirectProviderError, UnknownSocialProviderError } from './socialsErrors';

/** What the redirect helpers need of a kit: its service registry. */
export interface SocialRedirectKit {
  services: ServiceRegistry;
}

// The provider chosen before a full-page redirect has to survive the reload. It is no secret, and it
// lives for this tab only; the stored social provider of the auth slice is written on success.
const PENDING_PROVIDER_KEY = '@appkit/pending_social_provider';

/** True for one of the six social providers of SPEC §5. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * True when `href` is the provider sending the user back to the app: same origin as `origin` and a
 * `code=` or `error=` parameter in the query or the fragment.
 */
export function isSocialReturnUrl(href: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const params = `${url.search}&${url.hash.replace(/^#/, '')}`;
  return /[?&](code|error)=/.test(params);
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    // Storage access can throw (sandboxed iframes, disabled cookies): the caller passes the provider then.
    return undefined;
  }
}

/**
 * Redirect mode, first half: asks the frame for the provider's authorisation URL, remembers the
 * provider for this tab and leaves the page for it (`navigate` defaults to `location.assign`).
 */
export async function startSocialRedirect(
  kit: SocialRedirectKit,
  provider: SocialProvider,
  navigate: (url: string) => void = (url) => globalThis.location.assign(url),
): Promise<void> {
  if (!isSocialProvider(provider)) throw new UnknownSocialProviderError(String(provider));
  const { uri } = await requireEmbeddedWallet(kit.services).getSocialRedirectUri(provider);
  sessionStore()?.setItem(PENDING_PROVIDER_KEY, provider);
  navigate(uri);
}

/**
 * Redirect mode, second half: a host calls this on load with `location.href`. When the URL is a
 * provider's answer (`code=` or `error=`), it completes the login through the frame and resolves
 * true; otherwise it does nothing and resolves false. The provider defaults to the one remembered by
 * `startSocialRedirect`. Rejects with the frame's message when the login fails.
 */
export async function completeSocialRedirect(
  kit: SocialRedirectKit,
  href: string,
  provider?: SocialProvider,
): Promise<boolean> {
  const origin = (() => {
    try {
      return new URL(href).origin;
    } catch {
      return '';
    }
  })();
  if (!origin || !isSocialReturnUrl(href, origin)) return false;
  const storage = sessionStore();
  const chosen = provider ?? storage?.getItem(PENDING_PROVIDER_KEY) ?? undefined;
  if (!isSocialProvider(chosen)) throw new MissingRedirectProviderError();
  const service = requireEmbeddedWallet(kit.services);
  storage?.removeItem(PENDING_PROVIDER_KEY);
  await service.connectSocial(href, chosen);
  return true;
}
