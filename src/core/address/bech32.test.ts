import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { bech32, bech32m } from '@scure/base';
import {
  BECH32,
  BECH32M,
  bytesToWords,
  decodeBech32,
  decodeBech32Words,
  encodeBech32,
  encodeBech32Words,
  wordsToBytes,
} from './bech32';

// The kit's bech32 / bech32m codec against BIP-173 / BIP-350 test vectors and against @scure/base and
// @cosmjs/encoding for the same data.

test.each([
  ['A12UEL5L', 'a', BECH32],
  [
    'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
    'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio',
    BECH32,
  ],
  ['abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw', 'abcdef', BECH32],
  ['A1LQFN3A', 'a', BECH32M],
  ['abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx', 'abcdef', BECH32M],
])('default: the BIP vector %s decodes with prefix %s and its checksum kind', (text, prefix, constant) => {
  const decoded = decodeBech32Words(text);
  expect(decoded).toMatchObject({ prefix, constant });
  expect(encodeBech32Words(prefix, decoded!.words, decoded!.constant)).toBe(text.toLowerCase());
});

test('behavior: words and bytes round-trip as @scure/base encodes them, in bech32 and bech32m', () => {
  const bytes = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 0xff);
  const words = bytesToWords(bytes);
  expect(words).toEqual(bech32.toWords(bytes));
  expect(wordsToBytes(words)).toEqual(bytes);
  expect(encodeBech32Words('bc', [1, ...words], BECH32M)).toBe(bech32m.encode('bc', [1, ...words]));
  expect(encodeBech32Words('tb', [0, ...words], BECH32)).toBe(bech32.encode('tb', [0, ...words]));
});

test('behavior: Cosmos addresses encode and decode as @cosmjs/encoding does', () => {
  const account = Uint8Array.from({ length: 20 }, (_, i) => 200 - i);
  const address = toBech32('cosmos', account);
  expect(encodeBech32('cosmos', account)).toBe(address);
  expect(decodeBech32(address)).toEqual({ prefix: 'cosmos', data: fromBech32(address, 90).data });
});

test.each([
  [
    'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
    'over 90 characters',
  ],
  ['A1G7SGD8', 'checksum computed with an upper-case prefix'],
  ['10a06t8', 'empty prefix'],
  ['1qzzfhee', 'empty prefix'],
  ['x1b4n0q5v', 'a character outside the charset'],
  ['li1dgmt3', 'data part too short'],
  ['a1LQfn3a', 'mixed case'],
  ['abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxx', 'wrong checksum'],
  [42, 'not a string'],
])('error: %s (%s) is refused', (text: unknown, _reason: string) => {
  expect(decodeBech32Words(text)).toBeUndefined();
  expect(decodeBech32(text)).toBeNull();
});

test('error: a bech32m string is not a Cosmos (bech32) address, and non-zero padding is refused', () => {
  expect(decodeBech32('abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx')).toBeNull();
  // Three words = 15 bits: one byte and 7 bits of padding, more than BIP-173 allows.
  expect(wordsToBytes([0, 0, 0])).toBeUndefined();
  expect(wordsToBytes([0, 1])).toBeUndefined();
});
