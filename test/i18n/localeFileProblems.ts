import type { LocaleFile } from '../../src/ui/i18n/localeFile';

// The missing-key check (issue 28 Deliver 2): what is wrong with one locale file against the English
// source. Plural keys (`key.one`, `key.other`...) are expected in each plural category of the file's
// language; a singular form may write the number as a word, so `{count}` is optional there.

const PLURAL = /\.(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string));

/** The keys `locale`'s file must have: English's, with plural keys in the locale's own categories. */
export function expectedKeys(locale: string, english: Record<string, string>): Map<string, string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    if (!PLURAL.test(key)) keys.set(key, text);
    else if (key.endsWith('.other')) {
      const base = key.slice(0, -'.other'.length);
      for (const category of categories) keys.set(`${base}.${category}`, text);
    }
  }
  return keys;
}

/** Every problem of `file` as a line (`missing: key`, `extra: key`, `key: no {name}`...); none: []. */
export function localeFileProblems(
  locale: string,
  file: LocaleFile,
  english: Record<string, string>,
): string[] {
  const expected = expectedKeys(locale, english);
  const problems = [
    ...[...expected.keys()].filter((key) => !(key in file.table)).map((key) => `missing: ${key}`),
    ...Object.keys(file.table)
      .filter((key) => !expected.has(key))
      .map((key) => `extra: ${key}`),
  ];
  for (const [key, source] of expected) {
    const text = file.table[key];
    if (text === undefined) continue;
    if (!text.trim()) {
      problems.push(`${key}: empty`);
      continue;
    }
    const have = placeholders(text);
    const optional = /\.(zero|one|two)$/.test(key) ? 'count' : undefined;
    for (const name of placeholders(source))
      if (!have.has(name) && name !== optional) problems.push(`${key}: no {${name}}`);
    for (const name of have) if (!placeholders(source).has(name)) problems.push(`${key}: unknown {${name}}`);
  }
  if (typeof file.reviewed !== 'boolean') problems.push('reviewed: not a boolean');
  return problems;
}
