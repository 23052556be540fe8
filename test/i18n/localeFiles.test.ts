import type { LocaleFile } from '../../src/ui/i18n/localeFile';
import { SUPPORTED_LOCALES } from '../../src/ui/i18n/supportedLocales';
import { englishSource } from './englishSource';

// Issue 28 Deliver 2, the missing-key check CI runs: every shipped locale has every key of English
// (plural keys in each plural category of its language), every `{placeholder}` of the English text,
// nothing else, and says whether a speaker has reviewed it.

const PLURAL = /\.(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string));

/** The keys `locale`'s file must have: English's, with plural keys in the locale's own categories. */
function expectedKeys(locale: string): Map<string, string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Map<string, string>();
  for (const [key, text] of Object.entries(englishSource)) {
    if (!PLURAL.test(key)) keys.set(key, text);
    else if (key.endsWith('.other')) {
      const base = key.slice(0, -'.other'.length);
      for (const category of categories) keys.set(`${base}.${category}`, text);
    }
  }
  return keys;
}

const files = SUPPORTED_LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale] as const);

describe.each(files)('locale file %s', (locale) => {
  let file: LocaleFile;
  beforeAll(async () => {
    file = (await import(`../../src/ui/i18n/locales/${locale}`)) as LocaleFile;
  });

  test('has every key of English and no other', () => {
    const expected = expectedKeys(locale);
    const missing = [...expected.keys()].filter((key) => !(key in file.table));
    const extra = Object.keys(file.table).filter((key) => !expected.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  test('keeps every {placeholder} of English and invents none', () => {
    const wrong: string[] = [];
    for (const [key, english] of expectedKeys(locale)) {
      const text = file.table[key];
      if (typeof text !== 'string' || !text.trim()) {
        wrong.push(`${key}: empty`);
        continue;
      }
      const want = placeholders(english);
      const have = placeholders(text);
      // A singular form may write the number as a word ("one second"): {count} is optional there.
      const optional = /\.(zero|one|two)$/.test(key) ? new Set(['count']) : new Set<string>();
      for (const name of want) if (!have.has(name) && !optional.has(name)) wrong.push(`${key}: no {${name}}`);
      for (const name of have) if (!want.has(name)) wrong.push(`${key}: unknown {${name}}`);
    }
    expect(wrong).toEqual([]);
  });

  test('says whether a speaker has reviewed it', () => {
    expect(typeof file.reviewed).toBe('boolean');
  });
});
