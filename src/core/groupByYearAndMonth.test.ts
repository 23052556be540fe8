import { groupByYearAndMonth, yearMonthSections } from './groupByYearAndMonth';

// Local-time dates, as the grouping reads them (headings follow the viewer's calendar).
const at = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month, day, hour).toISOString();

const items = [
  { id: 'a', minedAt: at(2024, 5, 3) },
  { id: 'b', minedAt: at(2023, 11, 31, 23) },
  { id: 'c', minedAt: at(2024, 5, 20) },
  { id: 'd', minedAt: at(2024, 0, 1, 0) },
  { id: 'e', minedAt: 'not a date' },
  { id: 'f', minedAt: at(2023, 11, 2) },
];

describe('groupByYearAndMonth', () => {
  test('default', () => {
    const grouped = groupByYearAndMonth(items, (item) => item.minedAt);
    const ids = (year: number, month: number) => grouped[year]?.[month]?.map((item) => item.id);
    expect(Object.keys(grouped).sort()).toEqual(['2023', '2024']);
    expect(Object.keys(grouped[2024] ?? {}).sort()).toEqual(['0', '5']);
    expect(ids(2024, 5)).toEqual(['c', 'a']);
    expect(ids(2024, 0)).toEqual(['d']);
    expect(ids(2023, 11)).toEqual(['b', 'f']);
  });

  test('behavior: items without a valid date are left out rather than filed under a made-up month', () => {
    const grouped = groupByYearAndMonth(items, (item) => item.minedAt);
    const all = Object.values(grouped).flatMap((months) => Object.values(months).flat());
    expect(all.map((item) => item.id).sort()).toEqual(['a', 'b', 'c', 'd', 'f']);
  });

  test('behavior: the result is plain JSON data (it lives in the store)', () => {
    const grouped = groupByYearAndMonth(items, (item) => item.minedAt);
    expect(JSON.parse(JSON.stringify(grouped))).toEqual(grouped);
    expect(groupByYearAndMonth([], () => 0)).toEqual({});
  });
});

describe('yearMonthSections', () => {
  test('default', () => {
    const sections = yearMonthSections(groupByYearAndMonth(items, (item) => item.minedAt));
    expect(sections.map((s) => [s.year, s.month, s.items.map((item) => item.id)])).toEqual([
      [2024, 5, ['c', 'a']],
      [2024, 0, ['d']],
      [2023, 11, ['b', 'f']],
    ]);
  });

  test('behavior: empty months and keys that are not numbers are skipped', () => {
    const sections = yearMonthSections({ 2024: { 3: [], 2: ['x'] }, 2022: {} } as Record<
      number,
      Record<number, string[]>
    >);
    expect(sections).toEqual([{ year: 2024, month: 2, items: ['x'] }]);
  });
});
