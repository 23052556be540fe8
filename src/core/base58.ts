// Bitcoin base58 alphabet: no 0, O, I or l, so that hand-copied addresses cannot confuse them.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

// Character code -> digit value, -1 for characters outside the alphabet (ASCII only).
const DIGITS: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
})();

// Each leading '1' stands for one leading zero byte, which plain number conversion would drop.
// Quadratic in the input length: callers check lengths first (addresses are under 100 characters).
/** Decodes base58 to bytes, or `null` when a character is outside the alphabet. */
export function decodeBase58(value: string): Uint8Array | null {
  if (typeof value !== 'string') return null;
  let zeros = 0;
  while (zeros < value.length && value.charCodeAt(zeros) === 49) zeros++;

  // Base-256 digits of the number, least significant first.
  const bytes: number[] = [];
  for (let i = zeros; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const digit = code < 128 ? (DIGITS[code] ?? -1) : -1;
    if (digit < 0) return null;
    let carry = digit;
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] ?? 0) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }

  const out = new Uint8Array(zeros + bytes.length);
  for (let k = 0; k < bytes.length; k++) out[zeros + k] = bytes[bytes.length - 1 - k] ?? 0;
  return out;
}

/** Encodes bytes as base58; each leading zero byte becomes a leading '1'. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;

  // Base-58 digits of the number, least significant first.
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] ?? 0;
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] ?? 0) * 256;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }

  let out = '1'.repeat(zeros);
  for (let k = digits.length - 1; k >= 0; k--) out += ALPHABET[digits[k] ?? 0];
  return out;
}
