// Bech32 (BIP-173) and bech32m (BIP-350), the one codec the kit, its adapters and portico/server share:
// Bitcoin segwit addresses (v0 in bech32, v1+ such as taproot in bech32m) and Cosmos account addresses
// (bech32). Written here (about 80 lines) so no chunk needs an address library.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

/** The checksum constant a bech32 string ends with (BIP-173). */
export const BECH32 = 1;
/** The checksum constant a bech32m string ends with (BIP-350). */
export const BECH32M = 0x2bc830a3;
/** BIP-173's longest string: a longer input is refused before any work. */
export const MAX_BECH32_LENGTH = 90;

export type Bech32Constant = typeof BECH32 | typeof BECH32M;

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum ^= GENERATORS[i] as number;
  }
  return checksum >>> 0;
}

const expand = (prefix: string) => [
  ...[...prefix].map((c) => c.charCodeAt(0) >>> 5),
  0,
  ...[...prefix].map((c) => c.charCodeAt(0) & 31),
];

/** A decoded bech32 / bech32m string: its prefix (HRP, lower case), 5-bit data words and checksum kind. */
export interface Bech32Words {
  prefix: string;
  /** The data part as 5-bit words, checksum removed. */
  words: number[];
  constant: Bech32Constant;
}

/**
 * The prefix, data words and checksum kind of a bech32 or bech32m string; undefined for anything else
 * (longer than 90 characters, mixed case, no prefix, a character outside the charset, a broken checksum).
 */
export function decodeBech32Words(text: unknown): Bech32Words | undefined {
  if (typeof text !== 'string' || text.length > MAX_BECH32_LENGTH) return undefined;
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return undefined;
  const lower = text.toLowerCase();
  const split = lower.lastIndexOf('1');
  if (split < 1 || lower.length - split - 1 < 6) return undefined;
  const prefix = lower.slice(0, split);
  const data = [...lower.slice(split + 1)].map((c) => CHARSET.indexOf(c));
  if (data.some((word) => word < 0)) return undefined;
  const constant = polymod([...expand(prefix), ...data]);
  if (constant !== BECH32 && constant !== BECH32M) return undefined;
  return { prefix, words: data.slice(0, -6), constant };
}

/** `words` (5-bit) under `prefix` with a bech32 or bech32m checksum. */
export function encodeBech32Words(
  prefix: string,
  words: readonly number[],
  constant: Bech32Constant,
): string {
  const checksum = polymod([...expand(prefix), ...words, 0, 0, 0, 0, 0, 0]) ^ constant;
  const tail = Array.from({ length: 6 }, (_, i) => (checksum >>> (5 * (5 - i))) & 31);
  return `${prefix}1${[...words, ...tail].map((w) => CHARSET[w]).join('')}`;
}

/**
 * Regroups bits (8 -> 5 padding the last group with zeros, or 5 -> 8); undefined on the way back when
 * the padding is 5 bits or more, or not zero (BIP-173).
 */
function convertBits(data: Iterable<number>, from: number, to: number, pad: boolean): number[] | undefined {
  const mask = (1 << to) - 1;
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const value of data) {
    acc = ((acc << from) | value) & 0xfff;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >>> bits) & mask);
    }
  }
  if (pad) return bits > 0 ? [...out, (acc << (to - bits)) & mask] : out;
  return bits >= from || (acc & ((1 << bits) - 1)) !== 0 ? undefined : out;
}

/** 5-bit words to bytes; undefined on non-zero padding or more than 4 bits of it (BIP-173). */
export function wordsToBytes(words: readonly number[]): Uint8Array | undefined {
  const bytes = convertBits(words, 5, 8, false);
  return bytes && Uint8Array.from(bytes);
}

/** Bytes to 5-bit words, the last one zero-padded. */
export const bytesToWords = (bytes: Uint8Array): number[] => convertBits(bytes, 8, 5, true) ?? [];

/** Prefix and data bytes of a (classic, not bech32m) bech32 string, or null when it is not one. */
export function decodeBech32(text: unknown): { prefix: string; data: Uint8Array } | null {
  const decoded = decodeBech32Words(text);
  const data = decoded?.constant === BECH32 ? wordsToBytes(decoded.words) : undefined;
  return decoded && data ? { prefix: decoded.prefix, data } : null;
}

/** bech32 of `data` under `prefix` (Cosmos account addresses). */
export function encodeBech32(prefix: string, data: Uint8Array): string {
  return encodeBech32Words(prefix, bytesToWords(data), BECH32);
}
