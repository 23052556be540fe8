import { hueOf } from './initials';

/**
 * Three hues taken from different parts of the address, so nearby addresses still look different.
 * Its own file: the account button (start-up path) draws the same avatar as the Account view.
 */
export function avatarGradient(address: string): string {
  const text = address.toLowerCase();
  const third = Math.max(1, Math.floor(text.length / 3));
  const [a, b, c] = [text.slice(0, third), text.slice(third, third * 2), text.slice(third * 2)].map(hueOf);
  return `radial-gradient(75% 75% at 65% 20%, hsl(${a}, 80%, 75%) 0%, hsl(${b}, 70%, 55%) 55%, hsl(${c}, 65%, 35%) 100%)`;
}
