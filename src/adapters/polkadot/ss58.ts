import { blake2b } from '@noble/hashes/blake2.js';
import { decodeBase58, encodeBase58 } from '../../core/base58';

// SS58, the address format of Substrate chains: base58 of a network prefix (one byte below 64, or two
// bytes for 64..16383), the 32-byte account id and a 2-byte checksum, the first bytes of
// blake2b-512("SS58PRE" ++ prefix ++ account id). The same key shows as a different address per chain
// (Polkadot 0, Kusama 2, generic Substrate 42), so the adapter re-encodes what a wallet lists.

/** "SS58PRE" as bytes, written out so no TextEncoder (and no realm question) is involved. */
const SS58PRE = new Uint8Array([0x53, 0x53, 0x35, 0x38, 0x50, 0x52, 0x45]);

const checksum = (body: Uint8Array) => {
  const input = new Uint8Array(SS58PRE.length + body.length);
  input.set(SS58PRE);
  input.set(body, SS58PRE.length);
  return blake2b(input, { dkLen: 64 }).subarray(0, 2);
};

/** The prefix bytes of an SS58 format. */
function prefixBytes(format: number): Uint8Array {
  if (format < 64) return new Uint8Array([format]);
  return new Uint8Array([((format & 0xfc) >> 2) | 0x40, (format >> 8) | ((format & 0x03) << 6)]);
}

/** A decoded address: its 32-byte account id and the format it was written in. */
export interface Ss58Address {
  publicKey: Uint8Array;
  format: number;
}

/** Decodes an SS58 account address (32-byte id); null when it is not one or its checksum is wrong. */
export function decodeSs58(address: unknown): Ss58Address | null {
  if (typeof address !== 'string' || address.length < 46 || address.length > 50) return null;
  const bytes = decodeBase58(address);
  const first = bytes?.[0];
  if (!bytes || first === undefined || first >= 128) return null;
  const prefixLength = first < 64 ? 1 : 2;
  if (bytes.length !== prefixLength + 32 + 2) return null;
  const second = bytes[1] as number;
  const format = prefixLength === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8);
  const body = bytes.subarray(0, prefixLength + 32);
  const sum = checksum(body);
  if (sum[0] !== bytes[prefixLength + 32] || sum[1] !== bytes[prefixLength + 33]) return null;
  return { publicKey: bytes.slice(prefixLength, prefixLength + 32), format };
}

/** Encodes a 32-byte account id in an SS58 format (0..16383). */
export function encodeSs58(publicKey: Uint8Array, format: number): string {
  const prefix = prefixBytes(format);
  const body = new Uint8Array(prefix.length + 32);
  body.set(prefix);
  body.set(publicKey, prefix.length);
  const sum = checksum(body);
  const out = new Uint8Array(body.length + 2);
  out.set(body);
  out.set(sum, body.length);
  return encodeBase58(out);
}
