import { type Decimal, decimalParts } from './parseDecimal';

/** The locale the number formatters use when none is given (the kit's English default). */
export const DEFAULT_NUMBER_LOCALE = 'en-US';

/** How a locale writes numbers: decimal mark, group separator ('' if it has none) and minus sign. */
export interface NumberSymbols {
  decimal: string;
  group: string;
  minusSign: string;
}

/** Options of `localizeDecimal`. */
export interface LocalizeOptions {
  locale?: string;
  /** Digit grouping (`12,345`); the locale decides where groups fall (`1,23,456` in en-IN). */
  grouping?: boolean;
  /** An ISO 4217 code: currency style, fraction padded to the currency's digits. */
  currency?: string;
}

// Digits are always Latin (0-9), whatever the locale's own numbering system: what the kit shows is
// then what `parseAmount` reads back. An unknown or malformed locale falls back to the default rather
// than breaking a view.
/** An `Intl.NumberFormat` for `locale` with Latin digits, falling back to the default locale. */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const withLatn = { ...options, numberingSystem: 'latn' };
  try {
    return new Intl.NumberFormat(locale ?? DEFAULT_NUMBER_LOCALE, withLatn);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // A bad currency code throws here again: that is the caller's error, not a preference.
    return new Intl.NumberFormat(DEFAULT_NUMBER_LOCALE, withLatn);
  }
}

/** The decimal mark, group separator and minus sign of `locale` (default en-US). */
export function getNumberSymbols(locale?: string): NumberSymbols {
  const parts = numberFormat(locale, { useGrouping: true }).formatToParts(-1234567.5);
  const find = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { decimal: find('decimal') || '.', group: find('group'), minusSign: find('minusSign') || '-' };
}

// A right-to-left pattern (CLDR marks it with a right-to-left mark) may write a currency symbol of
// Latin letters and a sign: Arabic's "US$". In a right-to-left line the bidi algorithm gives the "$"
// the line's direction, and the symbol shows as "$US". Isolated left-to-right (LRI ... PDI, both
// invisible) it reads as one symbol; Hebrew's "$" and Latin lines are left as they are.
const RLM = '\u200f';
const LRI = '\u2066';
const PDI = '\u2069';
const MIXED_SYMBOL = /^(?=.*[A-Za-z])(?=.*[^A-Za-z]).+$/;

/** One piece of a localised number, as `Intl.NumberFormat.formatToParts` names them. */
export interface NumberPart {
  type: string;
  value: string;
}

// Intl only ever sees the sign (a template of ±1) and the integer as a bigint, both exact; the
// fraction digits are ours. So a 30-digit balance is shown digit for digit, never through a float.
/** An exact decimal (already cut) in the locale's form, as parts: sign, integer, decimal, fraction, currency. */
export function localizeDecimalParts(decimal: Decimal, options: LocalizeOptions = {}): NumberPart[] {
  const { locale, grouping = true, currency } = options;
  const format = numberFormat(locale, {
    useGrouping: grouping,
    ...(currency === undefined ? {} : { style: 'currency', currency }),
  });
  const { integer, fraction: digits } = decimalParts(decimal);
  const minFraction = currency === undefined ? 0 : (format.resolvedOptions().minimumFractionDigits ?? 0);
  const fraction = digits.padEnd(minFraction, '0');
  const groupedInteger = format
    .formatToParts(BigInt(integer))
    .filter((part) => part.type === 'integer' || part.type === 'group')
    .map((part) => part.value)
    .join('');
  const template = format.formatToParts(decimal.negative ? -1 : 1);
  const decimalMark =
    template.find((part) => part.type === 'decimal')?.value ?? getNumberSymbols(locale).decimal;
  const rtlPattern = template.some((part) => part.type === 'literal' && part.value.includes(RLM));
  const parts: NumberPart[] = [];
  for (const part of template) {
    if (part.type === 'decimal' || part.type === 'fraction') continue;
    if (part.type === 'currency' && rtlPattern && MIXED_SYMBOL.test(part.value)) {
      parts.push({ type: part.type, value: `${LRI}${part.value}${PDI}` });
      continue;
    }
    if (part.type !== 'integer') {
      parts.push({ type: part.type, value: part.value });
      continue;
    }
    parts.push({ type: 'integer', value: groupedInteger });
    if (fraction) parts.push({ type: 'decimal', value: decimalMark }, { type: 'fraction', value: fraction });
  }
  return parts;
}

/** An exact decimal (already cut) as locale text: `1,234.5` (en-US), `1.234,5` (de-DE). */
export function localizeDecimal(decimal: Decimal, options: LocalizeOptions = {}): string {
  return localizeDecimalParts(decimal, options)
    .map((part) => part.value)
    .join('');
}
