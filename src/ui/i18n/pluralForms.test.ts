import { createTranslator } from './createTranslator';
import { accentText, mirrorText } from './pseudoLocalize';

// Plural keys by Intl.PluralRules category (issue 28 Deliver 1): Arabic's six forms, Russian's four,
// Japanese's one, English's two; numbers in the locale's digits; amounts passed as text untouched.

const ENGLISH = {
  'age.one': '{count} second ago',
  'age.other': '{count} seconds ago',
  amount: '{amount} ETH',
};
const ARABIC = {
  'age.zero': 'الآن',
  'age.one': 'منذ ثانية',
  'age.two': 'منذ ثانيتين',
  'age.few': 'منذ {count} ثوان',
  'age.many': 'منذ {count} ثانية',
  'age.other': 'منذ {count} ثانية*',
};
const RUSSIAN = {
  'age.one': '{count} секунду назад',
  'age.few': '{count} секунды назад',
  'age.many': '{count} секунд назад',
  'age.other': '{count} секунды назад*',
};

const translator = (locale: string, table: Record<string, string>) =>
  createTranslator({ locale, localeTables: [table], englishTables: [ENGLISH], warn: () => undefined });

test('behavior: English picks one / other by count', () => {
  const t = translator('en', {});
  expect([1, 0, 2].map((count) => t('age', { count }))).toEqual([
    '1 second ago',
    '0 seconds ago',
    '2 seconds ago',
  ]);
});

test('behavior: Arabic has all six forms, Latin digits as the amounts, each value isolated from the right-to-left text', () => {
  const t = translator('ar', ARABIC);
  const forms = [0, 1, 2, 3, 11, 100].map((count) => t('age', { count }));
  const n = (count: number) => `\u2068${count}\u2069`;
  expect(forms).toEqual([
    'الآن',
    'منذ ثانية',
    'منذ ثانيتين',
    `منذ ${n(3)} ثوان`,
    `منذ ${n(11)} ثانية`,
    `منذ ${n(100)} ثانية*`,
  ]);
});

test('behavior: Russian one / few / many', () => {
  const t = translator('ru', RUSSIAN);
  expect([1, 3, 5, 21].map((count) => t('age', { count }))).toEqual([
    '1 секунду назад',
    '3 секунды назад',
    '5 секунд назад',
    '21 секунду назад',
  ]);
});

test('behavior: a locale without the plural key falls back to English forms; an amount passed as text is never reformatted', () => {
  const t = translator('de', {});
  expect(t('age', { count: 2 })).toBe('2 seconds ago');
  expect(t('amount', { amount: '1234.567890123456789' })).toBe('1234.567890123456789 ETH');
});

test('behavior: the pseudo-locales keep placeholders; en-XA is accented and 35 % longer, ar-XB forced right-to-left', () => {
  const accented = accentText('Send {amount} now');
  expect(accented).toContain('{amount}');
  expect(accented.replace('{amount}', '')).not.toMatch(/[a-z]/i);
  expect(accented.length).toBeGreaterThanOrEqual(Math.ceil('Send {amount} now'.length * 1.35));
  expect(mirrorText('Send {amount}')).toBe('\u200f\u202eSend {amount}\u202c\u200f');
  const t = createTranslator({
    locale: 'en-XA',
    localeTables: [],
    englishTables: [ENGLISH],
    transform: accentText,
  });
  expect(t('amount', { amount: '0.5' })).toMatch(/^\[0\.5 ÉŢĤ·+\]$/);
});
