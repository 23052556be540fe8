import { localizeDecimal, numberFormat } from './localizeDecimal';
import { cutDecimal, type NumericInput, parseDecimal } from './parseDecimal';

/** Options of `formatCurrency`. */
export interface FormatCurrencyOptions {
  locale?: string;
  /** ISO 4217 code; default USD (the price endpoint's unit). */
  currency?: string;
}

// Cut to the currency's digits like every balance (a portfolio never reads more than it is worth); a
// non-zero value under one cent reads `<$0.01` rather than a misleading `$0.00`. A missing or
// non-numeric value (no price for the token) gives '' so the view shows nothing, never NaN.
/** A currency amount: `formatCurrency('1234.567')` -> `$1,234.56`; `''` when there is no number. */
export function formatCurrency(
  value: NumericInput | null | undefined,
  options: FormatCurrencyOptions = {},
): string {
  const { locale, currency = 'USD' } = options;
  const decimal = value === null || value === undefined ? null : parseDecimal(value);
  if (decimal === null) return '';
  const localize = { currency, ...(locale ? { locale } : {}) };
  const digits =
    numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const cut = cutDecimal(decimal, digits);
  if (cut.digits === 0n && decimal.digits !== 0n && !decimal.negative) {
    return `<${localizeDecimal({ negative: false, digits: 1n, scale: digits }, localize)}`;
  }
  return localizeDecimal(cut, localize);
}
