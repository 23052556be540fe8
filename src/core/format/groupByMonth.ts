const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A date input: a `Date`, epoch milliseconds or an ISO string. */
export type DateInput = Date | number | string;

/** One month of `groupByMonth`; `month` is 0-11 and `label` the SPEC §4 heading. */
export interface MonthGroup<T> {
  year: number;
  month: number;
  label: string;
  items: T[];
}

/** Epoch milliseconds of a date input (NaN when invalid). */
export function toTime(date: DateInput): number {
  return date instanceof Date ? date.getTime() : new Date(date).getTime();
}

// Local time zone, as the headings are read by the viewer. Items without a valid date are left out
// rather than filed under a made-up month.
/** SPEC §4 history grouping by month, newest first; label `June`, or `June 2023` in another year. */
export function groupByMonth<T>(
  items: readonly T[],
  getDate: (item: T) => DateInput,
  now: DateInput = new Date(),
): MonthGroup<T>[] {
  const currentYear = new Date(toTime(now)).getFullYear();
  const groups = new Map<number, MonthGroup<T> & { times: number[] }>();

  for (const item of items) {
    const time = toTime(getDate(item));
    if (Number.isNaN(time)) continue;
    const date = new Date(time);
    const year = date.getFullYear();
    const month = date.getMonth();
    const key = year * 12 + month;
    let group = groups.get(key);
    if (group === undefined) {
      const name = MONTH_NAMES[month] ?? '';
      const label = year === currentYear ? name : `${name} ${year}`;
      group = { year, month, label, items: [], times: [] };
      groups.set(key, group);
    }
    group.items.push(item);
    group.times.push(time);
  }

  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, { year, month, label, items: grouped, times }]) => {
      // Stable sort by time, newest first: equal times keep their input order.
      const order = grouped.map((_, index) => index).sort((a, b) => (times[b] ?? 0) - (times[a] ?? 0));
      return { year, month, label, items: order.map((index) => grouped[index] as T) };
    });
}
