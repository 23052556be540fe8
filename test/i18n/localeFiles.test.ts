import type { LocaleFile } from '../../src/ui/i18n/localeFile';
import { SUPPORTED_LOCALES } from '../../src/ui/i18n/supportedLocales';
import { englishSource } from './englishSource';
import { localeFileProblems } from './localeFileProblems';

// Issue 28 Deliver 2, the missing-key check CI runs: every shipped locale has every key of English
// (plural keys in each plural category of its language), every `{placeholder}` of the English text,
// nothing else, and says whether a speaker has reviewed it.

const files = SUPPORTED_LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale] as const);

test.each(files)(
  'behavior: locale file %s has every key and placeholder of English, nothing else',
  async (locale) => {
    const file = (await import(`../../src/ui/i18n/locales/${locale}`)) as LocaleFile;
    expect(localeFileProblems(locale, file, englishSource)).toEqual([]);
  },
);

describe('the check itself', () => {
  const english = { hello: 'Hello {name}', 'age.one': '{count} second', 'age.other': '{count} seconds' };
  const good = { hello: 'Hallo {name}', 'age.one': 'eine Sekunde', 'age.other': '{count} Sekunden' };

  test('behavior: a complete file passes; a one form may write the number as a word', () => {
    expect(localeFileProblems('de', { reviewed: false, table: good }, english)).toEqual([]);
  });

  test('error: a planted gap, a lost or invented placeholder, an empty text and a missing plural category are each named', () => {
    const { hello: _gone, ...withoutHello } = good;
    expect(localeFileProblems('de', { reviewed: false, table: withoutHello }, english)).toEqual([
      'missing: hello',
    ]);
    expect(
      localeFileProblems(
        'de',
        { reviewed: false, table: { ...good, hello: 'Hallo {nom}', 'age.other': ' ' } },
        english,
      ),
    ).toEqual(['hello: no {name}', 'hello: unknown {nom}', 'age.other: empty']);
    // Russian has one / few / many / other: a file with English's two forms lacks two.
    expect(localeFileProblems('ru', { reviewed: true, table: good }, english)).toEqual([
      'missing: age.few',
      'missing: age.many',
    ]);
    expect(
      localeFileProblems('de', { reviewed: false, table: { ...good, bye: 'Tschüss' } }, english),
    ).toEqual(['extra: bye']);
  });
});
