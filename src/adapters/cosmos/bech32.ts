// Bech32 (BIP-173) for Cosmos account addresses: the checksum is verified, so a mistyped address is
// refused before anything is signed. Cosmos addresses use classic bech32, not bech32m.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum ^= GENERATORS[i]!;
  }
  return checksum;
}

const expand = (prefix: string) => [
  ...[...prefix].map((c) => c.charCodeAt(0) >>> 5),
  0,
  ...[...prefix].map((c) => c.charCodeAt(0) & 31),
];

/** Regroups bits (8 -> 5 or 5 -> 8); null when padding is not zero on the way back. */
function convert(data: readonly number[], from: number, to: number, pad: boolean): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >>> bits) & ((1 << to) - 1));
    }
  }
  if (pad && bits > 0) out.push((acc << (to - bits)) & ((1 << to) - 1));
  else if (!pad && (bits >= from || ((acc << (to - bits)) & ((1 << to) - 1)) !== 0)) return null;
  return out;
}

/** Prefix and data bytes of a bech32 string, or null when it is not valid bech32. */
export function decodeBech32(text: string): { prefix: string; data: Uint8Array } | null {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return null;
  const lower = text.toLowerCase();
  const split = lower.lastIndexOf('1');
  if (split < 1 || split + 7 > lower.length) return null;
  const prefix = lower.slice(0, split);
  const words = [...lower.slice(split + 1)].map((c) => CHARSET.indexOf(c));
  if (words.some((w) => w < 0) || polymod([...expand(prefix), ...words]) !== 1) return null;
  const data = convert(words.slice(0, -6), 5, 8, false);
  return data ? { prefix, data: Uint8Array.from(data) } : null;
}

/** bech32 of `data` under `prefix`. */
export function encodeBech32(prefix: string, data: Uint8Array): string {
  const words = convert([...data], 8, 5, true) ?? [];
  const checksum = polymod([...expand(prefix), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const tail = Array.from({ length: 6 }, (_, i) => (checksum >>> (5 * (5 - i))) & 31);
  return `${prefix}1${[...words, ...tail].map((w) => CHARSET[w]).join('')}`;
}
