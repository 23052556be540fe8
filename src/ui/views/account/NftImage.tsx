import { type CSSProperties, useState } from 'react';
import { hueOf, initials } from '../../primitives/initials';

/** The preview's size in CSS pixels: fixed, so a slow or broken image never moves the grid. */
export const NFT_IMAGE_SIZE = 96;

const BOX: CSSProperties = {
  width: NFT_IMAGE_SIZE,
  height: NFT_IMAGE_SIZE,
  flex: 'none',
  display: 'block',
  borderRadius: 'var(--portico-radius-md)',
  objectFit: 'cover',
  background: 'var(--portico-color-surface-raised)',
};

/** Props of `NftImage`. */
export interface NftImageProps {
  /** The NFT's name: the placeholder's initials (the name is written beside the image, so no alt). */
  name: string;
  src?: string | undefined;
}

/**
 * An NFT's preview. Without an image, or when it fails to load, a tile of the same size with the
 * name's initials on a colour derived from the name takes its place.
 */
export function NftImage({ name, src }: NftImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        width={NFT_IMAGE_SIZE}
        height={NFT_IMAGE_SIZE}
        style={BOX}
        loading="lazy"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  // Lightness 30% keeps white initials above 4.5:1 contrast for every hue (as WalletImage).
  const style: CSSProperties = {
    ...BOX,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 28,
    fontWeight: 600,
    color: '#ffffff',
    background: `hsl(${hueOf(name)}, 55%, 30%)`,
  };
  return (
    <span style={style} aria-hidden="true" data-testid="portico-nft-placeholder">
      {initials(name)}
    </span>
  );
}
