import { formatNumber } from './formatNumber';
import { localizeDecimalParts, numberFormat } from './localizeDecimal';
import { cutDecimal, decimalParts, type NumericInput, parseDecimal } from './parseDecimal';

/** Amounts at or above this (in absolute value) are compacted by default: `12.3K`. */
export const COMPACT_THRESHOLD = 10_000;

/** Options of `formatCompact`. */
export interface FormatCompactOptions {
  locale?: string;
  /** Compact from this absolute value up; below it the full grouped figure is shown. Default 10,000. */
  threshold?: number;
  /** Fractional digits of the full figure below the threshold. Default 3. */
  decimals?: number;
  /** Fractional digits of the compact figure. Default 1. */
  compactDecimals?: number;
}

const LARGEST_STEP = 4; // thousand, million, billion, trillion: past that the trillions are grouped

// The unit word and its place come from Intl (`1.2M`, `1,2 Mio.`), the digits from our exact cut:
// Intl's own compact form rounds (1,299,999 would read 1.3M), which a balance must never do. A locale
// with no short word for a magnitude (German thousands) gets the full grouped figure.
/** Large amounts compacted, cut toward zero: `formatCompact('1299999')` -> `1.2M`; small ones in full. */
export function formatCompact(value: NumericInput, options: FormatCompactOptions = {}): string {
  const { locale, threshold = COMPACT_THRESHOLD, decimals = 3, compactDecimals = 1 } = options;
  const full = () => formatNumber(value, { decimals, ...(locale ? { locale } : {}) });
  const decimal = parseDecimal(value);
  if (decimal === null) return full();
  const { integer } = decimalParts(cutDecimal(decimal, 0));
  const thresholdDecimal = parseDecimal(threshold);
  const aboveThreshold =
    thresholdDecimal !== null &&
    decimal.digits * 10n ** BigInt(thresholdDecimal.scale) >=
      thresholdDecimal.digits * 10n ** BigInt(decimal.scale);
  const step = Math.min(LARGEST_STEP, Math.floor((integer.length - 1) / 3));
  if (!aboveThreshold || step === 0) return full();

  const template = numberFormat(locale, { notation: 'compact', compactDisplay: 'short' }).formatToParts(
    (decimal.negative ? -1 : 1) * 10 ** (3 * step),
  );
  if (!template.some((part) => part.type === 'compact')) return full();
  const mantissa = cutDecimal({ ...decimal, scale: decimal.scale + 3 * step }, compactDecimals);
  const digits = localizeDecimalParts({ ...mantissa, negative: false }, locale ? { locale } : {})
    .map((part) => part.value)
    .join('');
  const numberTypes = new Set(['integer', 'group', 'decimal', 'fraction']);
  let placed = false;
  return template
    .map((part) => {
      if (!numberTypes.has(part.type)) return part.value;
      if (placed) return '';
      placed = true;
      return digits;
    })
    .join('');
}
