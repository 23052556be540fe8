import { hueOf } from './initials';

/** Props of `Avatar`. */
export interface AvatarProps {
  /** The account address; seeds the generated gradient. */
  address: string;
  /** A profile image URL (ENS avatar); the gradient is shown without it. */
  src?: string | null | undefined;
  size?: number;
}

/** Three hues taken from different parts of the address, so nearby addresses still look different. */
export function avatarGradient(address: string): string {
  const text = address.toLowerCase();
  const third = Math.max(1, Math.floor(text.length / 3));
  const [a, b, c] = [text.slice(0, third), text.slice(third, third * 2), text.slice(third * 2)].map(hueOf);
  return `radial-gradient(75% 75% at 65% 20%, hsl(${a}, 80%, 75%) 0%, hsl(${b}, 70%, 55%) 55%, hsl(${c}, 65%, 35%) 100%)`;
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
