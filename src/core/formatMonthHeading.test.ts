import { formatMonthHeading } from './formatMonthHeading';

const now = new Date(2024, 6, 15);

describe('formatMonthHeading', () => {
  test('default', () => {
    expect(formatMonthHeading(2024, 5, { now })).toBe('June');
    expect(formatMonthHeading(2024, 0, { now })).toBe('January');
  });

  test('behavior: the year is added when the month is not in the current year (SPEC §4)', () => {
    expect(formatMonthHeading(2023, 11, { now })).toBe('December 2023');
    expect(formatMonthHeading(2025, 0, { now })).toBe('January 2025');
    expect(formatMonthHeading(2023, 11, { now: now.toISOString() })).toBe('December 2023');
  });

  test('behavior: the heading follows the locale', () => {
    expect(formatMonthHeading(2024, 2, { now, locale: 'de' })).toBe('März');
    expect(formatMonthHeading(2023, 2, { now, locale: 'fr' })).toBe('mars 2023');
  });

  test('error: an invalid locale tag falls back to English instead of throwing', () => {
    expect(formatMonthHeading(2024, 5, { now, locale: 'not a locale!' })).toBe('June');
  });
});
