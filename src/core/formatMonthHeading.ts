import type { DateInput } from './format';

/** Options of `formatMonthHeading`. */
export interface FormatMonthHeadingParameters {
  /** The moment that decides the current year; now by default. */
  now?: DateInput;
  /** A BCP 47 tag (`en`, `de-CH`); an unknown tag falls back to English. */
  locale?: string;
}

const FALLBACK_LOCALE = 'en';

function format(locale: string, date: Date, withYear: boolean): string {
  const options: Intl.DateTimeFormatOptions = withYear
    ? { month: 'long', year: 'numeric' }
    : { month: 'long' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

// Intl rather than a table of English names, so the heading follows the kit's locale like the amounts do.
/** SPEC §4 month heading: `June`, or `June 2023` when the month is not in the current year. */
export function formatMonthHeading(
  year: number,
  month: number,
  { now = new Date(), locale = FALLBACK_LOCALE }: FormatMonthHeadingParameters = {},
): string {
  const date = new Date(year, month, 1);
  const withYear = year !== new Date(now).getFullYear();
  try {
    return format(locale, date, withYear);
  } catch {
    return format(FALLBACK_LOCALE, date, withYear);
  }
}
