import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { decodeBase58Check, encodeBase58Check, maxBase58Length } from './base58Check';
import { decodeBitcoinAddress } from './bitcoinAddress';

// Base58Check against @scure/base's, and the length guard: Base58 decoding is quadratic, so an input
// longer than any payload of that size is refused without being decoded.

const scure = createBase58check(sha256);

test('default: a payload round-trips and encodes as @scure/base does', () => {
  for (const payload of [
    Uint8Array.of(0, ...new Uint8Array(20)),
    Uint8Array.of(0xc4, ...new Uint8Array(20).fill(0xff)),
  ]) {
    const text = encodeBase58Check(payload);
    expect(text).toBe(scure.encode(payload));
    expect(decodeBase58Check(text, 21)).toEqual(payload);
  }
});

test('error: a changed character, another payload length or a non-string is refused', () => {
  const text = encodeBase58Check(Uint8Array.of(0x6f, ...new Uint8Array(20).fill(7)));
  expect(decodeBase58Check(`${text.slice(0, -1)}${text.endsWith('z') ? 'y' : 'z'}`, 21)).toBeUndefined();
  expect(decodeBase58Check(text, 20)).toBeUndefined();
  expect(decodeBase58Check('', 21)).toBeUndefined();
  expect(decodeBase58Check(7, 21)).toBeUndefined();
});

test('behavior: the longest 25-byte value fits the bound, one character more is refused', () => {
  const longest = encodeBase58Check(Uint8Array.of(0xff, ...new Uint8Array(20).fill(0xff)));
  expect(longest.length).toBeLessThanOrEqual(maxBase58Length(25));
  expect(maxBase58Length(25)).toBe(35);
  expect(decodeBase58Check(`1${'z'.repeat(35)}`, 21)).toBeUndefined();
});

test('error: a 70,000-character paste is refused at once, not decoded (unguarded, that took seconds here)', () => {
  const paste = '2'.repeat(70_000);
  const started = performance.now();
  expect(decodeBase58Check(paste, 21)).toBeUndefined();
  expect(decodeBitcoinAddress(paste)).toBeUndefined();
  expect(performance.now() - started).toBeLessThan(500);
});
