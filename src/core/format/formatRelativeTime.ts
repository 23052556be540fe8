import { RELATIVE_TIME_LABELS } from '../constants/display';
import { type DateInput, toTime } from './groupByMonth';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// A month is 30 days and a year 365: these are glanceable labels, not calendar maths. Future dates
// (clock skew) read `0 sec`; an invalid date gives ''.
/**
 * SPEC §9 relative time, rounded down: `5 sec`, `3 min`, `2 hr`, `4 d`, `1 mo`, `2 yr`. In another
 * `locale` the same duration in that language's short units (`5 Sek.`, `3 мин`: Intl.NumberFormat's unit
 * style; issue 28); the caller's translated sentence adds "ago".
 */
export function formatRelativeTime(date: DateInput, now: DateInput = new Date(), locale = 'en'): string {
  const elapsed = toTime(now) - toTime(date);
  if (Number.isNaN(elapsed)) return '';
  const ms = Math.max(0, elapsed);
  const label = (count: number, unit: keyof typeof RELATIVE_TIME_LABELS) =>
    locale === 'en'
      ? `${count} ${RELATIVE_TIME_LABELS[unit]}`
      : new Intl.NumberFormat(locale, {
          style: 'unit',
          unit,
          unitDisplay: 'short',
          numberingSystem: 'latn',
        }).format(count);
  if (ms < MINUTE) return label(Math.floor(ms / SECOND), 'second');
  if (ms < HOUR) return label(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return label(Math.floor(ms / HOUR), 'hour');
  const days = Math.floor(ms / DAY);
  if (days < 30) return label(days, 'day');
  if (days < 365) return label(Math.min(11, Math.floor(days / 30)), 'month');
  return label(Math.floor(days / 365), 'year');
}
