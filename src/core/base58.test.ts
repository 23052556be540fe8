import { decodeBase58, encodeBase58 } from './base58';

const hex = (bytes: Uint8Array | null) => (bytes === null ? null : Buffer.from(bytes).toString('hex'));

test('default', () => {
  expect(encodeBase58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV');
  expect(new TextDecoder().decode(decodeBase58('StV1DL6CwTryKyV') ?? undefined)).toBe('hello world');
});

test('behavior: leading "1"s are leading zero bytes, both ways', () => {
  expect(hex(decodeBase58('1'))).toBe('00');
  expect(hex(decodeBase58('11112'))).toBe('0000000001');
  expect(encodeBase58(new Uint8Array([0, 0, 0, 1]))).toBe('1112');
  expect(encodeBase58(new Uint8Array(32))).toBe('1'.repeat(32));
});

test('behavior: empty input is empty output', () => {
  expect(hex(decodeBase58(''))).toBe('');
  expect(encodeBase58(new Uint8Array())).toBe('');
});

test('behavior: Bitcoin address decodes to version, hash and checksum (25 bytes)', () => {
  expect(hex(decodeBase58('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'))).toBe(
    '0062e907b15cbf27d5425399ebf6f0fb50ebb88f18c29b7d93',
  );
});

test('behavior: round-trips random bytes', () => {
  for (let length = 0; length < 70; length += 7) {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 13) % 256);
    bytes[0] = length % 3 === 0 ? 0 : (bytes[0] ?? 0);
    expect(hex(decodeBase58(encodeBase58(bytes)))).toBe(hex(bytes));
  }
});

test.each(['0', 'O', 'I', 'l', 'abc def', '+', 'é', '2VqKhjZ766ZN3uBtBp\n'])(
  'error: %j is not base58',
  (value) => {
    expect(decodeBase58(value)).toBeNull();
  },
);
