import { bundledLocaleFor, preferredLocale } from './supportedLocales';
import { directionOf } from './textDirection';

describe('bundledLocaleFor', () => {
  test.each([
    ['de', 'de'],
    ['DE', 'de'],
    ['de-AT', 'de'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['iw', 'he'],
    ['ar-EG', 'ar'],
    ['en-XA', 'en-XA'],
  ])('behavior: %s is served by %s', (tag, locale) => {
    expect(bundledLocaleFor(tag)).toBe(locale);
  });

  test('error: a language the kit does not ship, or nothing, has no table', () => {
    expect(bundledLocaleFor('fi')).toBeUndefined();
    expect(bundledLocaleFor('  ')).toBeUndefined();
  });
});

describe('preferredLocale', () => {
  test("behavior: the first of the browser's languages the kit ships, else English", () => {
    expect(preferredLocale(['fi-FI', 'sv', 'de-CH', 'fr'])).toBe('de');
    expect(preferredLocale(['zh-TW', 'en'])).toBe('zh-TW');
    expect(preferredLocale(['fi', 'sv'])).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
  });

  test('behavior: a pseudo-locale is never picked from the browser', () => {
    expect(preferredLocale(['en-XA', 'fr'])).toBe('fr');
  });
});

test('behavior: Arabic and Hebrew (and the bidi pseudo-locale) are right-to-left, the rest left-to-right', () => {
  expect(['ar', 'he', 'ar-XB', 'he-IL'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
  expect(['en', 'de', 'ja', 'zh-TW', 'en-XA'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
});
