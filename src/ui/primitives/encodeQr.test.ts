import { encodeQr, formatBits, QrDataTooLongError, utf8Bytes } from './encodeQr';
import { alignmentPositions, versionBits } from './qrGrid';

// Reference symbols produced by an independent encoder (byte mode, level M); '#' is a dark module.
const HELLO_V1_MASK0 = [
  '#######..##...#######',
  '#.....#.##....#.....#',
  '#.###.#..#.##.#.###.#',
  '#.###.#...##..#.###.#',
  '#.###.#.##..#.#.###.#',
  '#.....#.....#.#.....#',
  '#######.#.#.#.#######',
  '..........###........',
  '#.#.#.#..#.#....#..#.',
  '..#.##....#...#....##',
  '.#.#..#.###.#...#####',
  '##..#.........#....#.',
  '.##.#.##..#.#.#.#....',
  '........####.#.#..###',
  '#######...##.###..###',
  '#.....#...####.##....',
  '#.###.#.#.##.###...##',
  '#.###.#..#....##..##.',
  '#.###.#.###.#...#.#.#',
  '#.....#..#....#.#..#.',
  '#######.###.#.##...##',
];
const EXAMPLE_COM_V2_MASK2 = [
  '#######....###..#.#######',
  '#.....#...#..####.#.....#',
  '#.###.#.##.#..#...#.###.#',
  '#.###.#.#....###..#.###.#',
  '#.###.#.###..#..#.#.###.#',
  '#.....#.#..#..##..#.....#',
  '#######.#.#.#.#.#.#######',
  '........#.....#.#........',
  '#.#####.....#.....#####..',
  '.#..##..#.##.#...#.#...#.',
  '#####.#.##...####..#.#.##',
  '##.###..#.##.#.##.##....#',
  '.###..#....##.##.##.#.###',
  '#####...#.#.....#..#.#.#.',
  '#.....##..###..#..####.##',
  '#..#...#...#..#######...#',
  '#.#..##.####....#####.#..',
  '........##..#####...##...',
  '#######......##.#.#.#.###',
  '#.....#.##..##..#...##.#.',
  '#.###.#.###.#.#######.#.#',
  '#.###.#.#......#.##.#####',
  '#.###.#.#####..#.....##.#',
  '#.....#....#..#.##.###..#',
  '#######.##.#.....########',
];

const rows = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));

// Reads the 15 format bits of the first copy (around the top-left finder), least significant first.
function readFormat(modules: boolean[][]): number {
  const at = (x: number, y: number) => (modules[y]![x] ? 1 : 0);
  const positions: Array<[number, number]> = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  return positions.reduce((bits, [x, y], i) => bits | (at(x, y) << i), 0);
}

function readSecondFormat(modules: boolean[][]): number {
  const size = modules.length;
  let bits = 0;
  for (let i = 0; i < 8; i++) bits |= (modules[8]![size - 1 - i] ? 1 : 0) << i;
  for (let i = 8; i < 15; i++) bits |= (modules[size - 15 + i]![8] ? 1 : 0) << i;
  return bits;
}

describe('encodeQr', () => {
  test('default', () => {
    const qr = encodeQr('hello');
    expect(qr.version).toBe(1);
    expect(qr.size).toBe(21);
    expect(qr.mask).toBe(0);
    expect(rows(qr.modules)).toEqual(HELLO_V1_MASK0);
  });

  test('behavior: matches the reference symbol of a URL, mask chosen by the penalty rules', () => {
    const qr = encodeQr('https://example.com');
    expect(qr.version).toBe(2);
    expect(qr.mask).toBe(2);
    expect(rows(qr.modules)).toEqual(EXAMPLE_COM_V2_MASK2);
  });

  test('behavior: picks the smallest version that holds the bytes at level M', () => {
    expect(encodeQr('a'.repeat(14)).version).toBe(1);
    expect(encodeQr('a'.repeat(15)).version).toBe(2);
    expect(encodeQr('a'.repeat(26)).version).toBe(2);
    expect(encodeQr('a'.repeat(27)).version).toBe(3);
    const wc = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1700000000`;
    const qr = encodeQr(wc);
    expect(qr.version).toBeLessThanOrEqual(10);
    expect(qr.size).toBe(qr.version * 4 + 17);
    expect(encodeQr('z'.repeat(2331)).version).toBe(40);
  });

  test('behavior: finder patterns sit in three corners and timing patterns alternate', () => {
    const { modules, size } = encodeQr('portico finder test');
    const finder = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
    for (const [x0, y0] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      const block = modules.slice(y0, y0 + 7).map((row) => row.slice(x0, x0 + 7));
      expect(rows(block)).toEqual(finder);
    }
    for (let i = 8; i < size - 8; i++) {
      expect(modules[6]![i]).toBe(i % 2 === 0);
      expect(modules[i]![6]).toBe(i % 2 === 0);
    }
    expect(modules[size - 8]![8]).toBe(true); // the dark module
  });

  test('behavior: both format copies read back as level M with the mask used', () => {
    for (const mask of [0, 3, 7]) {
      const qr = encodeQr('format check', { mask });
      const first = readFormat(qr.modules);
      expect(readSecondFormat(qr.modules)).toBe(first);
      expect(first).toBe(formatBits(mask));
      const data = (first ^ 0x5412) >>> 10;
      expect(data >>> 3).toBe(0b00); // level M
      expect(data & 7).toBe(mask);
    }
  });

  test('behavior: version 7 and up carry version information in both blocks', () => {
    const qr = encodeQr('v'.repeat(120)); // 107-122 bytes need version 7 at level M
    expect(qr.version).toBe(7);
    expect(versionBits(7)).toBe(0x07c94); // the standard's table value for version 7
    let topRight = 0;
    let bottomLeft = 0;
    for (let i = 0; i < 18; i++) {
      const a = qr.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      topRight |= (qr.modules[b]![a] ? 1 : 0) << i;
      bottomLeft |= (qr.modules[a]![b] ? 1 : 0) << i;
    }
    expect(topRight).toBe(versionBits(7));
    expect(bottomLeft).toBe(versionBits(7));
  });

  test('behavior: alignment pattern positions follow the standard table', () => {
    expect(alignmentPositions(1)).toEqual([]);
    expect(alignmentPositions(2)).toEqual([6, 18]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(32)).toEqual([6, 34, 60, 86, 112, 138]);
    expect(alignmentPositions(36)).toEqual([6, 24, 50, 76, 102, 128, 154]);
  });

  test('behavior: text is encoded as UTF-8 bytes', () => {
    expect(utf8Bytes('é€😀')).toEqual([0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]);
    expect(encodeQr('é'.repeat(7)).version).toBe(1); // 14 bytes
    expect(encodeQr('é'.repeat(8)).version).toBe(2); // 16 bytes
  });

  test('error: text longer than a version 40 symbol holds', () => {
    expect(() => encodeQr('z'.repeat(2332))).toThrow(QrDataTooLongError);
  });
});
