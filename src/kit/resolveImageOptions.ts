import { type ImageOverrides, isImageUrl } from '../core/wallets/imageSources';
import type { CreateAppKitOptions } from './appKitOptions';
import { InvalidImageOptionError } from './optionErrors';

/** The icon overrides of createAppKit's options, validated. */
export interface ImageOptions {
  connectorImages: Record<string, string>;
  chainImages: Record<string, string>;
  tokenImages: Record<string, string>;
}

const IMAGE_OPTIONS = ['connectorImages', 'chainImages', 'tokenImages'] as const;

function checkOverrides(option: string, value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidImageOptionError(option, '', 'is not an object of id -> URL');
  const checked: Record<string, string> = {};
  for (const [key, url] of Object.entries(value as ImageOverrides)) {
    // A URL the kit would not show is refused here, not silently dropped at render time.
    if (!isImageUrl(url)) throw new InvalidImageOptionError(option, key, 'is not an image URL');
    checked[key] = url;
  }
  return checked;
}

/**
 * `connectorImages` (connector or wallet id -> URL), `chainImages` (chain id or CAIP-2 id -> URL) and
 * `tokenImages` (symbol -> URL), each checked: only `http(s):` and `data:image/` URLs are accepted.
 */
export function resolveImageOptions(input: CreateAppKitOptions): ImageOptions {
  const [connectorImages, chainImages, tokenImages] = IMAGE_OPTIONS.map((option) =>
    checkOverrides(option, input[option]),
  ) as [Record<string, string>, Record<string, string>, Record<string, string>];
  return { connectorImages, chainImages, tokenImages };
}
