// A QR Code (model 2, ISO/IEC 18004) encoder for what the kit shows as QR: pairing URIs and addresses.
// Byte mode and error-correction level M only, which keeps it small: M survives a scuffed phone screen
// and leaves room for the ~200-character WalletConnect URIs at version 10 or below.

import { PorticoError } from '../../core/errors/defineError';
import { bchRemainder, drawFormatBits, drawFunctionPatterns, type Grid } from './qrGrid';
import { penalty } from './qrPenalty';

/** An encoded symbol; `modules[y][x]` is true for a dark module. No quiet zone is included. */
export interface QrMatrix {
  version: number;
  size: number;
  mask: number;
  modules: boolean[][];
}

/** Options of `encodeQr`; `mask` forces a mask pattern (0-7) instead of choosing the best one. */
export interface EncodeQrParameters {
  mask?: number;
}

/** Thrown when the text does not fit a version 40 symbol at level M (2331 bytes). */
export class QrDataTooLongError extends PorticoError {
  constructor(length: number) {
    super({
      name: 'QrDataTooLongError',
      message: `QR data too long: ${length} bytes (at most 2331 at error-correction level M)`,
      fields: { length },
    });
  }
}

// Level M, versions 1-40 (index 0 unused): error-correction codewords per block, and block count.
const EC_PER_BLOCK = [
  0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
const BLOCKS = [
  0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
  31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];
const FORMAT_MASK = 0x5412;
const LEVEL_M_BITS = 0b00;

// Modules left for data and error correction once the function patterns are drawn.
function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    modules -= (25 * align - 10) * align - 55;
    if (version >= 7) modules -= 36; // the two version-information blocks
  }
  return modules;
}

const totalCodewords = (version: number) => Math.floor(rawDataModules(version) / 8);
const dataCodewords = (version: number) =>
  totalCodewords(version) - EC_PER_BLOCK[version]! * BLOCKS[version]!;

// Multiplication in GF(2^8) modulo the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
function gfMultiply(a: number, b: number): number {
  let product = 0;
  for (let bit = 7; bit >= 0; bit--) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    if ((b >>> bit) & 1) product ^= a;
  }
  return product;
}

// Reed-Solomon: the remainder of data(x) * x^degree divided by the generator with roots 2^0..2^(degree-1).
function errorCorrection(data: readonly number[], degree: number): number[] {
  let generator = [1];
  for (let i = 0, root = 1; i < degree; i++, root = gfMultiply(root, 2)) {
    const next = new Array<number>(generator.length + 1).fill(0);
    generator.forEach((coefficient, j) => {
      next[j]! ^= coefficient;
      next[j + 1]! ^= gfMultiply(coefficient, root);
    });
    generator = next;
  }
  const remainder = [...data, ...new Array<number>(degree).fill(0)];
  for (let i = 0; i < data.length; i++) {
    const factor = remainder[i]!;
    if (factor === 0) continue;
    for (let j = 0; j < generator.length; j++) remainder[i + j]! ^= gfMultiply(generator[j]!, factor);
  }
  return remainder.slice(data.length);
}

// Mode, length, bytes, terminator and padding, split into blocks with their EC, then interleaved.
function codewords(bytes: readonly number[], version: number): number[] {
  const capacity = dataCodewords(version) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    data.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));

  const blockCount = BLOCKS[version]!;
  const ecLength = EC_PER_BLOCK[version]!;
  const shortLength = Math.floor(totalCodewords(version) / blockCount) - ecLength;
  const shortBlocks = blockCount - (totalCodewords(version) % blockCount);
  const blocks: number[][] = [];
  for (let b = 0, offset = 0; b < blockCount; b++) {
    const length = shortLength + (b < shortBlocks ? 0 : 1);
    blocks.push(data.slice(offset, offset + length));
    offset += length;
  }
  const ecBlocks = blocks.map((block) => errorCorrection(block, ecLength));
  const out: number[] = [];
  for (let i = 0; i <= shortLength; i++)
    for (const block of blocks) if (i < block.length) out.push(block[i]!);
  for (let i = 0; i < ecLength; i++) for (const block of ecBlocks) out.push(block[i]!);
  return out;
}

/** The 15 format bits for level M and a mask: BCH(15,5) code, XOR-masked. */
export function formatBits(mask: number): number {
  const data = (LEVEL_M_BITS << 3) | mask;
  return ((data << 10) | bchRemainder(data << 10, 0x537)) ^ FORMAT_MASK;
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

// UTF-8 by hand: TextEncoder is missing in some test environments, and this is all the QR needs.
/** The UTF-8 bytes of `text`; lone surrogates become U+FFFD, as TextEncoder does. */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let cp = char.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** Encodes `text` (UTF-8) as the smallest QR symbol at level M that holds it. */
export function encodeQr(text: string, { mask: forcedMask }: EncodeQrParameters = {}): QrMatrix {
  const bytes = utf8Bytes(text);
  let version = 1;
  while (4 + (version < 10 ? 8 : 16) + bytes.length * 8 > dataCodewords(version) * 8) {
    if (++version > 40) throw new QrDataTooLongError(bytes.length);
  }
  const grid: Grid = drawFunctionPatterns(version);
  const { size, dark, reserved } = grid;
  const data = codewords(bytes, version);

  // Zig-zag through two-column strips from the right, skipping the vertical timing column.
  let bit = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) {
        if (reserved[y * size + x]) continue;
        dark[y * size + x] = bit < data.length * 8 && ((data[bit >>> 3]! >>> (7 - (bit & 7))) & 1) === 1;
        bit++;
      }
    }
  }

  const masked = (mask: number) => {
    const cells = dark.slice();
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++)
        if (!reserved[y * size + x] && MASKS[mask]!(x, y)) cells[y * size + x] = !cells[y * size + x];
    }
    drawFormatBits({ ...grid, dark: cells }, formatBits(mask));
    return cells;
  };
  let best = forcedMask ?? 0;
  let cells = masked(best);
  if (forcedMask === undefined) {
    let bestScore = penalty(cells, size);
    for (let mask = 1; mask < 8; mask++) {
      const candidate = masked(mask);
      const score = penalty(candidate, size);
      if (score < bestScore) [best, bestScore, cells] = [mask, score, candidate];
    }
  }
  const modules = Array.from({ length: size }, (_, y) => cells.slice(y * size, (y + 1) * size));
  return { version, size, mask: best, modules };
}
