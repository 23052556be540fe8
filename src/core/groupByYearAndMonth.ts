import { type DateInput, groupByMonth } from './format';

/** Items by year, then by month (0 = January): the shape of SPEC §3 `transactionsByYear`. */
export type ByYearAndMonth<T> = Record<number, Record<number, T[]>>;

/** One month of a `ByYearAndMonth`, as a list renders it. */
export interface YearMonthSection<T> {
  year: number;
  /** 0 = January. */
  month: number;
  items: T[];
}

// Built on `groupByMonth` so the store's grouping and any other month list agree on the rules: local
// time (headings are read by the viewer), newest first inside a month, undated items left out.
/** SPEC §3/§4 grouping: year -> month -> items, newest first inside each month. Plain data (store-safe). */
export function groupByYearAndMonth<T>(
  items: readonly T[],
  getDate: (item: T) => DateInput,
): ByYearAndMonth<T> {
  const grouped: ByYearAndMonth<T> = {};
  for (const group of groupByMonth(items, getDate)) {
    grouped[group.year] ??= {};
    (grouped[group.year] as Record<number, T[]>)[group.month] = group.items;
  }
  return grouped;
}

const newestFirst = (keys: string[]) =>
  keys
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => b - a);

/** The months of a `ByYearAndMonth`, newest month first, empty months skipped. */
export function yearMonthSections<T>(grouped: ByYearAndMonth<T>): YearMonthSection<T>[] {
  const sections: YearMonthSection<T>[] = [];
  for (const year of newestFirst(Object.keys(grouped))) {
    const months = grouped[year] ?? {};
    for (const month of newestFirst(Object.keys(months))) {
      const items = months[month] ?? [];
      if (items.length > 0) sections.push({ year, month, items });
    }
  }
  return sections;
}
