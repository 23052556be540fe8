import { MAX_AMOUNT_UNITS, parseAmount } from './parseAmount';

describe('parseAmount', () => {
  test('default: a typed decimal becomes base units and canonical text', () => {
    expect(parseAmount('1.5', 18)).toEqual({ ok: true, value: 1_500_000_000_000_000_000n, text: '1.5' });
  });

  test('behavior: a leading or trailing decimal mark, surrounding whitespace and trailing zeros are fine', () => {
    expect(parseAmount('.5', 6)).toEqual({ ok: true, value: 500_000n, text: '0.5' });
    expect(parseAmount('5.', 6)).toEqual({ ok: true, value: 5_000_000n, text: '5' });
    expect(parseAmount('  2\t', 0)).toEqual({ ok: true, value: 2n, text: '2' });
    expect(parseAmount('007.100', 2)).toEqual({ ok: true, value: 710n, text: '7.1' });
    expect(parseAmount('0', 6)).toEqual({ ok: true, value: 0n, text: '0' });
  });

  test('behavior: en-US reads `,` only as a well-placed group separator', () => {
    expect(parseAmount('1,234.5', 2)).toEqual({ ok: true, value: 123_450n, text: '1234.5' });
    expect(parseAmount('1,234,567', 0)).toMatchObject({ ok: true, value: 1_234_567n });
    // 1.5 or 15? A wallet does not guess.
    expect(parseAmount('1,5', 6)).toEqual({ ok: false, reason: 'misplacedGroupSeparator' });
    expect(parseAmount('12,34.5', 6)).toEqual({ ok: false, reason: 'misplacedGroupSeparator' });
    expect(parseAmount('1.234,5', 6)).toEqual({ ok: false, reason: 'misplacedGroupSeparator' });
  });

  test('behavior: de-DE reads `1,5` as one and a half and `.` as its group separator', () => {
    const de = { locale: 'de-DE' };
    expect(parseAmount('1,5', 6, de)).toEqual({ ok: true, value: 1_500_000n, text: '1.5' });
    expect(parseAmount('1.234,5', 1, de)).toEqual({ ok: true, value: 12_345n, text: '1234.5' });
    expect(parseAmount('1.5', 6, de)).toEqual({ ok: false, reason: 'misplacedGroupSeparator' });
  });

  test('behavior: fr-FR takes its space group separator (any kind of space) and `.` as well as `,`', () => {
    const fr = { locale: 'fr-FR' };
    expect(parseAmount('1\u202f234,5', 1, fr)).toMatchObject({ ok: true, value: 12_345n });
    expect(parseAmount('1 234,5', 1, fr)).toMatchObject({ ok: true, value: 12_345n });
    expect(parseAmount('1.5', 1, fr)).toMatchObject({ ok: true, value: 15n });
  });

  test('behavior: en-IN groups as the locale does (1,23,456)', () => {
    expect(parseAmount('1,23,456.5', 1, { locale: 'en-IN' })).toMatchObject({ ok: true, value: 1_234_565n });
  });

  test('error: empty or blank input', () => {
    expect(parseAmount('', 6)).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmount(' \n ', 6)).toEqual({ ok: false, reason: 'empty' });
  });

  test('error: negative amounts, with either minus sign', () => {
    expect(parseAmount('-1', 6)).toEqual({ ok: false, reason: 'negative' });
    expect(parseAmount('\u22121', 6)).toEqual({ ok: false, reason: 'negative' });
  });

  test('error: more decimals than the token has carries the limit and the count', () => {
    expect(parseAmount('0.1234567', 6)).toEqual({
      ok: false,
      reason: 'tooManyDecimals',
      maxDecimals: 6,
      found: 7,
    });
    expect(parseAmount('1.5', 0)).toEqual({ ok: false, reason: 'tooManyDecimals', maxDecimals: 0, found: 1 });
  });

  test('error: exponent notation is refused, not expanded', () => {
    expect(parseAmount('1e3', 6)).toEqual({ ok: false, reason: 'exponent' });
    expect(parseAmount('1.5E-7', 18)).toEqual({ ok: false, reason: 'exponent' });
  });

  test('error: several decimal marks', () => {
    expect(parseAmount('1.2.3', 6)).toEqual({ ok: false, reason: 'multipleDecimalMarks' });
    expect(parseAmount('1,2,3', 6, { locale: 'de-DE' })).toEqual({
      ok: false,
      reason: 'multipleDecimalMarks',
    });
  });

  test('error: NaN, Infinity, letters, a lone mark, a plus sign and inner spaces are not numbers', () => {
    for (const text of ['NaN', 'Infinity', '∞', 'abc', '12abc', '.', '+1', '0x10', '1 000', '١٢']) {
      expect(parseAmount(text, 6)).toEqual({ ok: false, reason: 'notANumber' });
    }
  });

  test('error: more than a uint256 of base units', () => {
    expect(parseAmount(MAX_AMOUNT_UNITS.toString(), 0)).toMatchObject({ ok: true, value: MAX_AMOUNT_UNITS });
    expect(parseAmount((MAX_AMOUNT_UNITS + 1n).toString(), 0)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  test('error: decimals that are not a token decimals count are a programming error', () => {
    expect(() => parseAmount('1', -1)).toThrow(RangeError);
    expect(() => parseAmount('1', 1.5)).toThrow(RangeError);
  });
});
