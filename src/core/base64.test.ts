import { fromBase64, toBase64 } from './base64';

describe('base64', () => {
  test('default: bytes round-trip', () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255, 128]);
    expect(toBase64(bytes)).toBe('AAEC+v+A');
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });

  test('error: empty, malformed and non-string values are null', () => {
    for (const value of ['', 'abc', 'a!==', 42, undefined]) expect(fromBase64(value)).toBeNull();
  });
});
