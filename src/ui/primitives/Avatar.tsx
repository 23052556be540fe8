import { avatarGradient } from './avatarGradient';

/** Props of `Avatar`. */
export interface AvatarProps {
  /** The account address; seeds the generated gradient. */
  address: string;
  /** A profile image URL (ENS avatar); the gradient is shown without it. */
  src?: string | null | undefined;
  size?: number;
}

/** The account avatar: the profile image, or a gradient generated from the address. Decorative. */
export function Avatar({ address, src, size = 64 }: AvatarProps) {
  const style = { width: size, height: size };
  // The size is also an inline style: the kit root's `all: revert` reset drops width/height attributes.
  if (src)
    return <img className="portico-avatar" src={src} alt="" width={size} height={size} style={style} />;
  return (
    <span
      className="portico-avatar portico-avatar--generated"
      aria-hidden="true"
      data-testid="portico-generated-avatar"
      style={{ ...style, backgroundImage: avatarGradient(address) }}
    />
  );
}
