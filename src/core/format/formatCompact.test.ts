import { formatCompact } from './formatCompact';
import { formatCurrency } from './formatCurrency';

describe('formatCompact', () => {
  test('default: from 10,000 up, one decimal and a unit', () => {
    expect(formatCompact('12345')).toBe('12.3K');
    expect(formatCompact('3400000')).toBe('3.4M');
    expect(formatCompact('7250000000')).toBe('7.2B');
  });

  test('behavior: cut, never rounded up (1,299,999 is not 1.3M)', () => {
    expect(formatCompact('1299999')).toBe('1.2M');
    expect(formatCompact('999999.99')).toBe('999.9K');
    expect(formatCompact('2000000')).toBe('2M');
  });

  test('behavior: below the threshold the full grouped figure, cut to 3 decimals', () => {
    expect(formatCompact('9999.98765')).toBe('9,999.987');
    expect(formatCompact('1500', { threshold: 1000 })).toBe('1.5K');
  });

  test('behavior: the locale words and places the unit; a locale without one shows the full figure', () => {
    expect(formatCompact('1299999', { locale: 'de-DE' })).toBe('1,2\u00a0Mio.');
    expect(formatCompact('12345', { locale: 'de-DE' })).toBe('12.345');
  });

  test('behavior: negatives and amounts past a trillion', () => {
    expect(formatCompact('-3400000')).toBe('-3.4M');
    expect(formatCompact('123456789012345678901')).toBe('123,456,789T');
  });

  test('error: not a number shows 0', () => {
    expect(formatCompact('NaN')).toBe('0');
  });
});

describe('formatCurrency', () => {
  test('default: USD, cut to cents', () => {
    expect(formatCurrency('1234.567')).toBe('$1,234.56');
  });

  test('behavior: zero, under a cent, negatives, other currencies and locales', () => {
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency('0.004')).toBe('<$0.01');
    expect(formatCurrency('-12.345')).toBe('-$12.34');
    expect(formatCurrency('1234', { currency: 'JPY' })).toBe('¥1,234');
    expect(formatCurrency('1234.5', { locale: 'de-DE', currency: 'EUR' })).toBe('1.234,50\u00a0€');
    expect(formatCurrency('123456789012345678.99')).toBe('$123,456,789,012,345,678.99');
  });

  test('behavior: in Arabic the "US$" symbol is isolated left-to-right, so a right-to-left line never shows "$US"', () => {
    expect(formatCurrency('1234.5', { locale: 'ar' })).toBe('\u200f1,234.50\u00a0\u2066US$\u2069');
    // Hebrew writes "$" alone (CLDR puts its own mark before it); Latin lines stay as they were.
    expect(formatCurrency('1234.5', { locale: 'he' })).toBe('\u200f1,234.50\u00a0\u200f$');
    expect(formatCurrency('1234.5', { locale: 'en-CA' })).toBe('US$1,234.50');
  });

  test('error: no price or not a number gives an empty string, never NaN or undefined', () => {
    for (const value of [undefined, null, 'NaN', 'abc', Number.NaN]) expect(formatCurrency(value)).toBe('');
  });

  test('error: an unknown currency code is the caller error and throws', () => {
    expect(() => formatCurrency('1', { currency: 'NOT A CODE' })).toThrow(RangeError);
  });
});
