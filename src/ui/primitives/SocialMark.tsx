import { WalletImage } from './WalletImage';

/** Props of `SocialMark`. */
export interface SocialMarkProps {
  /** The provider's display name (`Google`, `X`), never the button text ("Continue with Google"). */
  name: string;
  size?: 'small' | 'medium' | 'large';
}

/**
 * The mark of a social login provider, drawn the same way wherever it appears (the connect view's row
 * and icon buttons, All Socials, the login in progress): the provider's initials on its colour. Decorative, because the
 * button it sits in already says the provider's name.
 */
export function SocialMark({ name, size = 'medium' }: SocialMarkProps) {
  return <WalletImage name={name} size={size} decorative />;
}
