/** Up to two letters standing for a name: `Trust Wallet` -> `TW`, `MetaMask` -> `MM`, `1inch` -> `1`. */
export function initials(name: string): string {
  const words = name
    .trim()
    // Only letters and digits count: "Anvil (sandbox)" is "AS", not "A(".
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length > 1)
    return words
      .slice(0, 2)
      .map((w) => Array.from(w)[0]!.toUpperCase())
      .join('');
  const word = words[0]!;
  const chars = Array.from(word);
  const secondCapital = chars.slice(1).find((c) => c !== c.toLowerCase());
  return (chars[0]!.toUpperCase() + (secondCapital ?? '')).slice(0, 4);
}

/** A stable hue (0-359) for a string, so a name always gets the same colour. */
export function hueOf(value: string): number {
  let hash = 0;
  for (let i = 0; i < value.length; i++) hash = (hash * 31 + value.charCodeAt(i)) >>> 0;
  return hash % 360;
}
