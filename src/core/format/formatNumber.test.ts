import { formatBalance, formatTokenBalance } from './formatBalance';
import { formatNumber } from './formatNumber';
import { getNumberSymbols } from './localizeDecimal';
import { splitBalance } from './splitBalance';

describe('formatNumber', () => {
  test('default: en-US grouping, cut to 3 decimals', () => {
    expect(formatNumber('12345.6789')).toBe('12,345.678');
  });

  test('behavior: the locale decides the marks and where groups fall', () => {
    expect(formatNumber('12345.6789', { locale: 'de-DE' })).toBe('12.345,678');
    expect(formatNumber('1234567.5', { locale: 'fr-FR' })).toBe('1\u202f234\u202f567,5');
    expect(formatNumber('1234567', { locale: 'en-IN' })).toBe('12,34,567');
    expect(formatNumber('1234.5', { grouping: false })).toBe('1234.5');
  });

  test('behavior: exact past float precision, never rounded up, never -0', () => {
    expect(formatNumber('123456789012345678901234567890.1239')).toBe(
      '123,456,789,012,345,678,901,234,567,890.123',
    );
    expect(formatNumber('9999.9999')).toBe('9,999.999');
    expect(formatNumber('-0.0001')).toBe('0');
    expect(formatNumber(10n ** 30n, { decimals: 0 })).toBe('1,000,000,000,000,000,000,000,000,000,000');
  });

  test('behavior: Latin digits in every locale, so parseAmount reads back what is shown', () => {
    expect(formatNumber('1234.5', { locale: 'ar-EG' })).toMatch(/^1.234.5$/);
  });

  test('error: not a number shows 0; an unknown locale falls back to en-US', () => {
    expect(formatNumber('NaN')).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatNumber(undefined as unknown as string)).toBe('0');
    expect(formatNumber('1234.5', { locale: 'not a locale!' })).toBe('1,234.5');
  });
});

describe('formatBalance options', () => {
  test('default: balances are not grouped', () => {
    expect(formatBalance('12345.6789', 'ETH')).toBe('12345.678 ETH');
  });

  test('behavior: grouping and a locale on request', () => {
    expect(formatBalance('12345.6789', 'ETH', { grouping: true })).toBe('12,345.678 ETH');
    expect(formatBalance('12345.6789', 'ETH', { locale: 'de-DE' })).toBe('12345,678 ETH');
    expect(formatTokenBalance('12345.6789', 'USDC', { locale: 'de-DE', grouping: true })).toBe(
      '12.345,67 USDC',
    );
  });
});

describe('splitBalance', () => {
  test('default: integer and fraction of the floor-to-3 balance', () => {
    expect(splitBalance('1234.56789')).toEqual({ integer: '1234', fraction: '567', decimalSeparator: '.' });
  });

  test('behavior: the pieces join back to formatBalance, grouped and localised alike', () => {
    for (const [value, options] of [
      ['1234.56789', {}],
      ['-0.5', {}],
      ['1234.5', { locale: 'de-DE', grouping: true }],
      ['7', { locale: 'fr-FR' }],
    ] as const) {
      const { integer, fraction, decimalSeparator } = splitBalance(value, options);
      expect(fraction ? `${integer}${decimalSeparator}${fraction}` : integer).toBe(
        formatBalance(value, undefined, options),
      );
    }
  });

  test('behavior: no fraction gives an empty fraction and still the locale decimal mark', () => {
    expect(splitBalance('7', { locale: 'de-DE' })).toEqual({
      integer: '7',
      fraction: '',
      decimalSeparator: ',',
    });
    expect(splitBalance('1.0001', { decimals: 2 })).toMatchObject({ integer: '1', fraction: '' });
  });

  test('error: not a number splits as 0', () => {
    expect(splitBalance('oops')).toEqual({ integer: '0', fraction: '', decimalSeparator: '.' });
  });
});

describe('getNumberSymbols', () => {
  test('default', () => {
    expect(getNumberSymbols()).toEqual({ decimal: '.', group: ',', minusSign: '-' });
  });

  test('behavior: per locale', () => {
    expect(getNumberSymbols('de-DE')).toMatchObject({ decimal: ',', group: '.' });
    expect(getNumberSymbols('fr-FR')).toMatchObject({ decimal: ',', group: '\u202f' });
  });
});
