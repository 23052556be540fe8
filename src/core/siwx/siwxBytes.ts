import { decodeBase58 } from '../base58';

// Built by hand rather than with TextEncoder, which jsdom test environments lack (INFRA: Jest).
/** The UTF-8 bytes of `text` (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8Bytes(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0xfffd;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      out.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return Uint8Array.from(out);
}

/** The bytes of a `0x`-prefixed, even-length hex string, or `null` when it is not one. */
export function hexToBytes(hex: string): Uint8Array | null {
  if (typeof hex !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) return null;
  const out = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
  return out;
}

/** Lower-case `0x` hex of `bytes`. */
export function bytesToHex(bytes: Uint8Array): `0x${string}` {
  let out = '0x';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out as `0x${string}`;
}

// Solana wallets return signatures as bytes that apps print in base58; a 0x form is accepted too so
// callers that kept the hex of the bytes need no conversion.
/** The bytes of a base58 or `0x` hex signature, or `null` when it is neither. */
export function signatureBytes(signature: string): Uint8Array | null {
  if (typeof signature !== 'string' || signature === '') return null;
  return signature.startsWith('0x') ? hexToBytes(signature) : decodeBase58(signature);
}
