import type { Translate } from '../primitives/TextContext';

export type { Translate };

/** Where `createTranslator` looks: the chosen locale's tables first, then the English ones. */
export interface CreateTranslatorParameters {
  /** Tables of the chosen locale (and its base language), most specific first. */
  localeTables: ReadonlyArray<Record<string, string> | undefined>;
  /** English tables every locale falls back to. */
  englishTables: ReadonlyArray<Record<string, string> | undefined>;
  /** Called once per missing key (development only); defaults to console.warn. */
  warn?: (message: string) => void;
}

// Keys already reported, so a re-rendering view with a missing key does not flood the console.
const reported = new Set<string>();

const isDevelopment = () => typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';

/** Fills `{name}` placeholders; unknown placeholders are left as written so the gap is visible. */
export function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** Builds a translate function over locale tables with English and then the key itself as fallbacks. */
export function createTranslator({
  localeTables,
  englishTables,
  warn,
}: CreateTranslatorParameters): Translate {
  const tables = [...localeTables, ...englishTables].filter((t): t is Record<string, string> => !!t);
  const lookup = (key: string) => {
    for (const table of tables) if (typeof table[key] === 'string') return table[key];
    return undefined;
  };
  const translate = (key: string, vars?: Record<string, string | number>) => {
    const text = lookup(key);
    if (text !== undefined) return interpolate(text, vars);
    if (isDevelopment() && !reported.has(key)) {
      reported.add(key);
      (warn ?? console.warn)(`[portico] Missing i18n string "${key}"`);
    }
    return key;
  };
  return Object.assign(translate, { has: (key: string) => lookup(key) !== undefined });
}

/** The locale and its base language (`pt-BR` -> `['pt-BR', 'pt']`), without English. */
export function localeChain(locale: string): string[] {
  const base = locale.split('-')[0] ?? locale;
  return [locale, base].filter((l, i, all) => l !== 'en' && all.indexOf(l) === i);
}
