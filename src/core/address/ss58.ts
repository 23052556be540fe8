import { blake2b } from '@noble/hashes/blake2.js';
import { decodeBase58, encodeBase58 } from '../base58';

// SS58, the address format of Substrate chains: base58 of a network prefix (one byte below 64, or two
// bytes for 64..16383), the 32-byte account id and a 2-byte checksum, the first bytes of
// blake2b-512("SS58PRE" ++ prefix ++ account id). The same key shows as a different address per chain
// (Polkadot 0, Kusama 2, generic Substrate 42), so the adapter re-encodes what a wallet lists.

/** "SS58PRE" as bytes, written out so no TextEncoder (and no realm question) is involved. */
const SS58PRE = new Uint8Array([0x53, 0x53, 0x35, 0x38, 0x50, 0x52, 0x45]);

/** The generic Substrate format, which extensions show by default. */
export const SS58_GENERIC = 42;

// Known chains' formats by CAIP-2 reference (the genesis hash's first 32 hex digits), as literals: the
// network records would stay in every host's start-up code (see bitcoinNetworkFamily.ts).
const SS58_FORMATS: Readonly<Record<string, number>> = {
  // Polkadot, and the sandbox's Polkadot simulator (sandbox/polkadot).
  '91b171bb158e2d3848fa23a9f1c25182': 0,
  '191219afcd16009e4aba0ef96f50ed16': 0,
  // Kusama.
  b0a8d493285c2df73290dfb7e61f870f: 2,
};

/** The SS58 format addresses are shown in on a chain (CAIP-2 reference); the generic 42 for others. */
export function ss58FormatOfReference(reference: string | undefined): number {
  return reference !== undefined && Object.hasOwn(SS58_FORMATS, reference)
    ? (SS58_FORMATS[reference] as number)
    : SS58_GENERIC;
}

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

/**
 * Decodes an SS58 account address (32-byte id); null when it is not one or its checksum is wrong. Only
 * 46 to 50 characters are decoded (what 35 or 36 bytes take), so a long paste costs nothing.
 */
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
