import { ADDRESS_TRUNCATION } from '../constants/display';

/** Options of `truncateMiddle`: characters kept at each end (SPEC §4: 4 and 6). */
export interface TruncateMiddleParameters {
  leading?: number;
  trailing?: number;
}

// Counts code points so an emoji in a name is never split in half.
/** `0x1234...abcdef`: SPEC §4 middle truncation, unchanged when cutting would not shorten it. */
export function truncateMiddle(
  value: string,
  {
    leading = ADDRESS_TRUNCATION.leading,
    trailing = ADDRESS_TRUNCATION.trailing,
  }: TruncateMiddleParameters = {},
): string {
  const chars = Array.from(value);
  if (chars.length <= leading + trailing + 3) return value;
  return `${chars.slice(0, leading).join('')}...${trailing > 0 ? chars.slice(-trailing).join('') : ''}`;
}
