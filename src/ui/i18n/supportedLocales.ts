// The locales the kit ships (issue 28). English is built in; every other table is a file of its own in
// locales/, fetched only when the kit shows that locale (loadLocaleData.ts), so an English-only app
// fetches none of them. The pseudo-locales exist for layout tests (docs/i18n.md). Not start-up code:
// the follower (src/kit/followLocale.ts) and the tests read it; the buttons need only textDirection.ts.

/** The shipped locales, English first. */
export const SUPPORTED_LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'pt-BR',
  'it',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'ru',
  'tr',
  'hi',
  'ar',
  'he',
] as const;

/** Generated from English: `en-XA` accented and 35 % longer, `ar-XB` right-to-left. */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;

/** A locale the kit has a table for. */
export type BundledLocale = (typeof SUPPORTED_LOCALES)[number] | (typeof PSEUDO_LOCALES)[number];

// Tags a browser may report for a shipped locale under another name (script subtags, the regions whose
// written form is the other Chinese table, the old Hebrew code), lower case.
const ALIASES: Readonly<Record<string, BundledLocale>> = {
  pt: 'pt-BR',
  zh: 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  iw: 'he',
};

const find = (tag: string, list: readonly string[]) =>
  list.find((locale) => locale.toLowerCase() === tag) as BundledLocale | undefined;

/**
 * The shipped locale that serves `tag`: the same tag (any case), else its longest known prefix
 * (`de-AT` -> `de`, `zh-Hant-HK` -> `zh-TW`, `pt-PT` -> `pt-BR`); undefined when none does (the kit
 * then shows English, or a host table of that locale).
 */
export function bundledLocaleFor(tag: string): BundledLocale | undefined {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const exact = find(parts.join('-'), [...SUPPORTED_LOCALES, ...PSEUDO_LOCALES]);
  if (exact || !parts[0]) return exact;
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join('-');
    const found = ALIASES[prefix] ?? find(prefix, SUPPORTED_LOCALES);
    if (found) return found;
  }
  return undefined;
}

/** The first of the browser's languages (most preferred first) that the kit ships, else English. */
export function preferredLocale(languages: readonly string[] | undefined): BundledLocale {
  for (const language of languages ?? []) {
    const locale = bundledLocaleFor(language);
    if (locale && !locale.includes('X')) return locale;
  }
  return 'en';
}
