import { LOGO_LOADERS } from './logoLoaders';

/**
 * The API every image URL is built on when the host set no `apiUrl` (SPEC's default, optionsSlice): a
 * host the app never named, so a shipped logo that fails to load never falls back to it.
 */
export const DEFAULT_IMAGE_API = 'https://rpc.walletconnect.org';

// `{apiUrl}/v1/images/{kind}/{imageId}.svg`, as `apiImageUrl` builds it (src/core/wallets/imageSources.ts).
const API_IMAGE =
  /^(https?:\/\/[^?#]*?)\/v1\/images\/(wallets|networks|tokens)\/([a-z0-9][a-z0-9-]{0,63})\.svg$/;

/** A shipped logo standing in for an API image URL: its table key, and the URL to try if it fails. */
export interface ShippedLogoRef {
  key: string;
  /** The API image, only when the host chose that API; undefined means initials. */
  fallback: string | undefined;
}

/**
 * The shipped logo an image URL names, or undefined when the kit ships none for it (another API's
 * catalogue image, a wallet's own icon, a host override, a data URI). Any API's image path counts: the
 * shipped file is that id's mark, and no request is better than one.
 */
export function shippedLogoRef(src: string | undefined): ShippedLogoRef | undefined {
  const match = src ? API_IMAGE.exec(src) : null;
  if (!match) return undefined;
  const [, api, kind, id] = match;
  const key = `${kind}/${id}`;
  if (!Object.hasOwn(LOGO_LOADERS, key)) return undefined;
  return { key, fallback: api?.replace(/\/+$/, '') === DEFAULT_IMAGE_API ? undefined : src };
}

const loaded = new Map<string, string>();

/** The logo's data URL once it has loaded in this page, so a second open paints it at once. */
export function cachedShippedLogo(key: string): string | undefined {
  return loaded.get(key);
}

/** Loads a shipped logo's module; resolves undefined when it cannot (a chunk that failed to load). */
export async function loadShippedLogo(key: string): Promise<string | undefined> {
  const cached = loaded.get(key);
  if (cached) return cached;
  const loader = Object.hasOwn(LOGO_LOADERS, key) ? LOGO_LOADERS[key] : undefined;
  if (!loader) return undefined;
  try {
    const url = (await loader()).default;
    loaded.set(key, url);
    return url;
  } catch {
    return undefined;
  }
}
