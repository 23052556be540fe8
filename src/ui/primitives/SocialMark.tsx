import type { CSSProperties } from 'react';
import { SOCIAL_LOGOS } from './socialLogos';
import { WalletImage } from './WalletImage';

/** Props of `SocialMark`. */
export interface SocialMarkProps {
  /** The provider's key (`google`, `x`, `farcaster`, ...): picks its logo. */
  provider: string;
  /** The provider's display name (`Google`, `X`), never the button text ("Continue with Google"). */
  name: string;
  size?: 'small' | 'medium' | 'large';
}

// The brand's mark in white on the brand's colour. The inset ring keeps the black tiles (X, Apple,
// GitHub) visible on the dark theme's rows, where a black square on near-black would vanish.
const TILE_STYLE: CSSProperties = {
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  boxShadow: 'inset 0 0 0 1px rgba(255, 255, 255, 0.18)',
};
const LOGO_STYLE: CSSProperties = { width: '58%', height: '58%' };

/**
 * The mark of a social login provider, drawn the same way wherever it appears (the connect view's row
 * and icon buttons, All Socials, the login in progress): the provider's logo (shipped with the kit, so
 * no image is fetched) on its brand colour; the initials of its name for a provider with no logo.
 * Decorative, because the button it sits in already says the provider's name.
 */
export function SocialMark({ provider, name, size = 'medium' }: SocialMarkProps) {
  const logo = SOCIAL_LOGOS[provider];
  if (!logo) return <WalletImage name={name} size={size} decorative />;
  return (
    <span
      className={`portico-wallet-image portico-wallet-image--${size}`}
      style={{ ...TILE_STYLE, backgroundColor: `#${logo.hex}` }}
      aria-hidden="true"
      data-social-logo={provider}
    >
      <svg viewBox="0 0 24 24" style={LOGO_STYLE} focusable="false" aria-hidden="true">
        <path d={logo.path} fill="#ffffff" />
      </svg>
    </span>
  );
}
