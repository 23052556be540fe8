import { sha256 } from '@noble/hashes/sha2.js';
import { decodeBase58, encodeBase58 } from '../base58';

// Base58Check (Bitcoin's legacy addresses): base58 of a payload and the first 4 bytes of its double
// SHA-256. Base58 decoding is quadratic in the input's length, so text longer than the payload can take
// is refused before it is decoded: a 70,000-character paste into a receiver field must not freeze it.

const CHECKSUM_LENGTH = 4;

/** The most base58 characters `bytes` bytes encode to (a leading zero byte takes one '1', fewer). */
export const maxBase58Length = (bytes: number): number => Math.ceil((bytes * 8) / Math.log2(58));

const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).subarray(0, CHECKSUM_LENGTH);

/**
 * The payload of a Base58Check string that holds exactly `payloadLength` bytes before its checksum
 * (version byte included), the checksum checked; undefined for anything else, over-long text undecoded.
 */
export function decodeBase58Check(text: unknown, payloadLength: number): Uint8Array | undefined {
  const length = payloadLength + CHECKSUM_LENGTH;
  if (typeof text !== 'string' || text.length === 0 || text.length > maxBase58Length(length))
    return undefined;
  const bytes = decodeBase58(text);
  if (bytes?.length !== length) return undefined;
  const payload = bytes.subarray(0, payloadLength);
  const checksum = checksumOf(payload);
  return checksum.every((byte, i) => byte === bytes[payloadLength + i]) ? payload.slice() : undefined;
}

/** The Base58Check string of `payload` (version byte included). */
export function encodeBase58Check(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + CHECKSUM_LENGTH);
  out.set(payload);
  out.set(checksumOf(payload), payload.length);
  return encodeBase58(out);
}
