import { useState } from 'react';
import { hueOf, initials } from './initials';

/** Props of `WalletImage`. */
export interface WalletImageProps {
  /** Wallet (or network) name: the alt text, and the source of the fallback initials. */
  name: string;
  /** Image URL or data URI; without it, or when it fails to load, initials are shown. */
  src?: string | undefined;
  /** Hides the image from assistive technology when the name is already written next to it. */
  decorative?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A wallet logo. Falls back to a letter mark on a colour derived from the name, so the list never
 * needs an outside image host (DESIGN §6: no outside requests unless configured).
 */
export function WalletImage({ name, src, decorative = false, size = 'medium' }: WalletImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const className = `portico-wallet-image portico-wallet-image--${size}`;
  if (src && failedSrc !== src) {
    return (
      <img className={className} src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
    );
  }
  // Lightness 30% keeps white initials above 4.5:1 contrast for every hue.
  const style = { backgroundColor: `hsl(${hueOf(name)}, 55%, 30%)`, color: '#ffffff' };
  return decorative ? (
    <span className={`${className} portico-wallet-image--initials`} style={style} aria-hidden="true">
      {initials(name)}
    </span>
  ) : (
    <span
      className={`${className} portico-wallet-image--initials`}
      style={style}
      role="img"
      aria-label={name}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
