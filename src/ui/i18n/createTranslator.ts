import type { Translate } from '../primitives/TextContext';
import { directionOf } from './textDirection';

export type { Translate };

/** Where `createTranslator` looks: the chosen locale's tables first, then the English ones. */
export interface CreateTranslatorParameters {
  /** Tables of the chosen locale (and its base language), most specific first. */
  localeTables: ReadonlyArray<Record<string, string> | undefined>;
  /** English tables every locale falls back to. */
  englishTables: ReadonlyArray<Record<string, string> | undefined>;
  /** Called once per missing key (development only); defaults to console.warn. */
  warn?: (message: string) => void;
  /** The locale shown: plural categories and numbers follow it (English when absent). */
  locale?: string;
  /** A pseudo-locale's transform of the text found (pseudoLocalize.ts). */
  transform?: (text: string) => string;
}

// Keys already reported, so a re-rendering view with a missing key does not flood the console.
const reported = new Set<string>();

const isDevelopment = () => typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';

/**
 * Fills `{name}` placeholders; unknown placeholders are left as written so the gap is visible. Values
 * are written as given: amounts come as text already formatted (a locale never rounds a crypto
 * amount), counts and seconds as plain numbers in Latin digits, like the amounts beside them.
 */
export function interpolate(text: string, vars?: Record<string, string | number>, locale = 'en'): string {
  if (!vars) return text;
  // In right-to-left text each value is a first-strong isolate (FSI ... PDI): an address, a hash or an
  // amount inside an Arabic sentence keeps its own order (issue 28), and a Hebrew name its own.
  const isolate = directionOf(locale) === 'rtl';
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? (isolate ? `\u2068${vars[name]}\u2069` : String(vars[name])) : match,
  );
}

/** The plural category of `count` in `locale` (`one`, `few`, `many`... as Intl.PluralRules names them). */
export const pluralCategory = (locale: string, count: number): Intl.LDMLPluralRule =>
  new Intl.PluralRules(locale).select(count);

/** Builds a translate function over locale tables with English and then the key itself as fallbacks. */
export function createTranslator({
  localeTables,
  englishTables,
  warn,
  locale = 'en',
  transform,
}: CreateTranslatorParameters): Translate {
  const tables = [...localeTables, ...englishTables].filter((t): t is Record<string, string> => !!t);
  const find = (key: string) => {
    for (const table of tables) if (typeof table[key] === 'string') return table[key];
    return undefined;
  };
  // A key with plural forms is written `key.one`, `key.few`, `key.other`... (Intl.PluralRules'
  // categories of the locale): chosen by the `count` variable, `key.other` and then `key` as fallbacks.
  const lookup = (key: string, vars?: Record<string, string | number>) => {
    const count = vars?.count;
    if (typeof count === 'number') {
      const plural = find(`${key}.${pluralCategory(locale, count)}`) ?? find(`${key}.other`);
      if (plural !== undefined) return plural;
    }
    return find(key);
  };
  const translate = (key: string, vars?: Record<string, string | number>) => {
    const found = lookup(key, vars);
    if (found !== undefined) return interpolate(transform ? transform(found) : found, vars, locale);
    if (isDevelopment() && !reported.has(key)) {
      reported.add(key);
      (warn ?? console.warn)(`[portico] Missing i18n string "${key}"`);
    }
    return key;
  };
  return Object.assign(translate, {
    has: (key: string) => find(key) !== undefined || find(`${key}.other`) !== undefined,
  });
}

/** The locale and its base language (`pt-BR` -> `['pt-BR', 'pt']`), without English. */
export function localeChain(locale: string): string[] {
  const base = locale.split('-')[0] ?? locale;
  return [locale, base].filter((l, i, all) => l !== 'en' && all.indexOf(l) === i);
}
