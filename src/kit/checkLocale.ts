import { InvalidLocaleError } from './optionErrors';

/** `locale` if it is a BCP 47 language tag (Intl's own check), else `InvalidLocaleError`. */
export function checkLocale(locale: unknown): string {
  try {
    // Throws a RangeError for anything that is no language tag ('', 'not a locale!').
    if (typeof locale === 'string' && Intl.getCanonicalLocales(locale).length === 1) return locale;
  } catch {
    // Reported below with the value.
  }
  throw new InvalidLocaleError(String(locale));
}
