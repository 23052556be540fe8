import { localizeDecimal } from './localizeDecimal';
import { cutDecimal, type NumericInput, parseDecimal } from './parseDecimal';

/** Options of `formatNumber`. */
export interface FormatNumberOptions {
  /** Fractional digits kept (cut toward zero, trailing zeros dropped). Default 3. */
  decimals?: number;
  /** BCP 47 locale for the decimal mark and grouping; default en-US, unknown locales fall back to it. */
  locale?: string;
  /** Digit grouping; default true. */
  grouping?: boolean;
}

// Never rounds up (a wallet must not show more than it holds) and shows '0' for input that is not a
// number rather than breaking the view: NaN or 'undefined' never reach the screen.
/** A number in the locale's form, cut to `decimals`: `formatNumber('12345.6789')` -> `12,345.678`. */
export function formatNumber(value: NumericInput, options: FormatNumberOptions = {}): string {
  const { decimals = 3, locale, grouping = true } = options;
  const decimal = parseDecimal(value) ?? { negative: false, digits: 0n, scale: 0 };
  return localizeDecimal(cutDecimal(decimal, decimals), { grouping, ...(locale ? { locale } : {}) });
}
