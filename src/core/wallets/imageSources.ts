import { NETWORK_IMAGE_IDS } from './networkImageIds';

/** The image families the blockchain API serves under `/v1/images/{kind}/{imageId}.svg`. */
export type ImageKind = 'wallets' | 'networks' | 'tokens';

/** An image id: lower-case letters, digits and `-`, as the API's file names are. */
export const IMAGE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Host icon overrides by id (`connectorImages`, `chainImages`, `tokenImages` options). */
export type ImageOverrides = Readonly<Record<string, string>>;

/** True for the image URLs the kit will put in an `<img>`: `http(s):` or `data:image/`. */
export function isImageUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (/^data:image\//i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * `{apiUrl}/v1/images/{kind}/{imageId}.svg`, or undefined without an API or with a malformed id. For an
 * id the kit ships a logo for (src/ui/logos), the image component shows the shipped logo in place of this
 * URL and never requests it on the default API: this URL stays the one a host sees in its data
 * (`assets.imageUrl`), while what the modal paints asks no image service (docs/privacy.md).
 */
export function apiImageUrl(
  apiUrl: string,
  kind: ImageKind,
  imageId: string | undefined,
): string | undefined {
  if (!apiUrl || !imageId || !IMAGE_ID_PATTERN.test(imageId)) return undefined;
  return `${apiUrl.replace(/\/+$/, '')}/v1/images/${kind}/${imageId}.svg`;
}

// hasOwn: an id such as `constructor` must never reach Object.prototype.
const pick = (overrides: ImageOverrides | undefined, key: string | number | undefined) =>
  overrides && key !== undefined && Object.hasOwn(overrides, String(key))
    ? overrides[String(key)]
    : undefined;

/** Where a wallet's or connector's image may come from. */
export interface WalletImageInput {
  id?: string | undefined;
  rdns?: string | undefined;
  /** Registry image id, served by the API. */
  imageId?: string | undefined;
  /** An image the wallet brings itself: its EIP-6963 icon, or the API list's `image_url`. */
  imageUrl?: string | undefined;
}

/** The API to build image URLs from and the host's overrides. */
export interface ImageSources {
  apiUrl: string;
  connectorImages?: ImageOverrides | undefined;
  chainImages?: ImageOverrides | undefined;
  tokenImages?: ImageOverrides | undefined;
}

/**
 * A wallet's image URL: the host's `connectorImages` (by id, then rdns) first, then the image the
 * wallet brings (EIP-6963 icon, API `image_url`), then the registry's image id on the configured API.
 * Undefined means initials.
 */
export function walletImageUrl(wallet: WalletImageInput, sources: ImageSources): string | undefined {
  return (
    pick(sources.connectorImages, wallet.id) ??
    pick(sources.connectorImages, wallet.rdns) ??
    (isImageUrl(wallet.imageUrl) ? wallet.imageUrl : undefined) ??
    apiImageUrl(sources.apiUrl, 'wallets', wallet.imageId)
  );
}

/** What `networkImageUrl` reads of a network. */
export interface NetworkImageInput {
  id: number | string;
  caipNetworkId: string;
  assets?: { readonly imageId?: string; readonly imageUrl?: string } | undefined;
}

/**
 * A network's image URL: the host's `chainImages` (by chain id, then CAIP-2 id), then the network's
 * own `assets.imageUrl`, then its image id (its own, else the predefined one) on the configured API.
 */
export function networkImageUrl(network: NetworkImageInput, sources: ImageSources): string | undefined {
  return (
    pick(sources.chainImages, network.id) ??
    pick(sources.chainImages, network.caipNetworkId) ??
    (isImageUrl(network.assets?.imageUrl) ? network.assets?.imageUrl : undefined) ??
    apiImageUrl(
      sources.apiUrl,
      'networks',
      network.assets?.imageId ?? pick(NETWORK_IMAGE_IDS, network.caipNetworkId),
    )
  );
}

/** A token's image URL: the host's `tokenImages` (by symbol, case-insensitive) over the API's icon. */
export function tokenImageUrl(
  token: { symbol?: string | undefined; iconUrl?: string | undefined },
  sources: Pick<ImageSources, 'tokenImages'>,
): string | undefined {
  const override =
    pick(sources.tokenImages, token.symbol) ?? pick(sources.tokenImages, token.symbol?.toUpperCase());
  return override ?? (isImageUrl(token.iconUrl) ? token.iconUrl : undefined);
}
