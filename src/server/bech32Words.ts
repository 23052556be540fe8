// Bech32 (BIP-173) and bech32m (BIP-350) decoding for the sign-in verifiers: Bitcoin segwit addresses
// and Cosmos account addresses. Written here (portico/server carries no kit code and no address
// library; the adapters have their own copies for the browser).

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

/** The checksum constant an encoding ends with. */
export const BECH32 = 1;
export const BECH32M = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i] as number;
  }
  return chk >>> 0;
}

/**
 * The prefix, 5-bit data words (checksum removed) and checksum constant of a bech32 / bech32m text;
 * undefined for anything else (mixed case, a bad character, a broken checksum). Up to 90 characters,
 * as BIP-173 says (Cosmos account addresses are shorter).
 */
export function decodeBech32Words(
  text: string,
): { prefix: string; words: number[]; constant: number } | undefined {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return undefined;
  const lower = text.toLowerCase();
  const split = lower.lastIndexOf('1');
  if (split < 1 || lower.length - split - 1 < 6) return undefined;
  const prefix = lower.slice(0, split);
  const data = [...lower.slice(split + 1)].map((char) => CHARSET.indexOf(char));
  if (data.some((word) => word < 0)) return undefined;
  const expanded = [
    ...[...prefix].map((char) => char.charCodeAt(0) >> 5),
    0,
    ...[...prefix].map((char) => char.charCodeAt(0) & 31),
  ];
  const constant = polymod([...expanded, ...data]);
  if (constant !== BECH32 && constant !== BECH32M) return undefined;
  return { prefix, words: data.slice(0, -6), constant };
}

/** 5-bit words to bytes; undefined on non-zero padding (BIP-173). */
export function wordsToBytes(words: readonly number[]): Uint8Array | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const word of words) {
    acc = (acc << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  if (bits >= 5 || (acc & ((1 << bits) - 1)) !== 0) return undefined;
  return Uint8Array.from(out);
}
