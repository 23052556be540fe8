import {
  ADDRESS_TRUNCATION,
  BALANCE_DISPLAY_DECIMALS,
  RELATIVE_TIME_LABELS,
  TOKEN_BALANCE_DISPLAY_DECIMALS,
  TRANSACTION_QUANTITY_DECIMALS,
} from './constants/display';
import { defineError } from './errors/defineError';

// SPEC §8 has no texts for malformed amounts, so these errors live beside their only throwers.
/** Thrown by `parseUnits` / `formatUnits` for input that is not a decimal (or integer) number. */
export const InvalidDecimalError = /* @__PURE__ */ defineError(
  'InvalidDecimalError',
  (value: string) => `Invalid decimal value: ${value}`,
);
/** Thrown by `parseUnits` when the amount has more fractional digits than the token has decimals. */
export const DecimalPrecisionError = /* @__PURE__ */ defineError(
  'DecimalPrecisionError',
  (value: string, decimals: number) => `Too many decimals in ${value}: at most ${decimals} allowed`,
);

/** Options of `truncateMiddle`: characters kept at each end (SPEC §4: 4 and 6). */
export interface TruncateMiddleParameters {
  leading?: number;
  trailing?: number;
}

// Counts code points so an emoji in a name is never split in half.
/** `0x1234...abcdef`: SPEC §4 middle truncation, unchanged when cutting would not shorten it. */
export function truncateMiddle(
  value: string,
  {
    leading = ADDRESS_TRUNCATION.leading,
    trailing = ADDRESS_TRUNCATION.trailing,
  }: TruncateMiddleParameters = {},
): string {
  const chars = Array.from(value);
  if (chars.length <= leading + trailing + 3) return value;
  return `${chars.slice(0, leading).join('')}...${trailing > 0 ? chars.slice(-trailing).join('') : ''}`;
}

// An exact decimal: value = (negative ? -1 : 1) * digits / 10^scale.
interface Decimal {
  negative: boolean;
  digits: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

// Parses a decimal string or finite number exactly, with no float arithmetic on the way. Numbers go
// through their shortest round-trip text ('0.1', '1e-7'), which is what the caller sees.
function parseDecimal(value: string | number | bigint): Decimal | null {
  if (typeof value === 'bigint') {
    return { negative: value < 0n, digits: value < 0n ? -value : value, scale: 0 };
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const match = DECIMAL.exec(String(value).trim());
  if (match === null) return null;
  const [, sign, int = '', frac = '', exponent = '0'] = match;
  if (int.length + frac.length === 0) return null;
  let digits = BigInt(`${int}${frac}` || '0');
  let scale = frac.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale };
}

// Renders a decimal cut (toward zero) to at most `decimals` fractional digits, trailing zeros trimmed.
function renderDecimal({ negative, digits, scale }: Decimal, decimals: number): string {
  let kept = digits;
  let keptScale = scale;
  if (scale > decimals) {
    kept = digits / 10n ** BigInt(scale - decimals);
    keptScale = decimals;
  }
  const text = kept.toString().padStart(keptScale + 1, '0');
  const int = text.slice(0, text.length - keptScale);
  const frac = text.slice(text.length - keptScale).replace(/0+$/, '');
  const sign = negative && kept !== 0n ? '-' : '';
  return frac ? `${sign}${int}.${frac}` : `${sign}${int}`;
}

function withSymbol(amount: string, symbol?: string): string {
  return symbol ? `${amount} ${symbol}` : amount;
}

// Shared by the display formatters: never rounds up (a wallet must not show more than it holds),
// shows '0' for input that is not a number rather than breaking the view.
function formatDisplay(value: string | number | bigint, decimals: number, symbol?: string): string {
  const decimal = parseDecimal(value);
  return withSymbol(decimal === null ? '0' : renderDecimal(decimal, decimals), symbol);
}

/** SPEC §9 balance: cut (not rounded) to 3 decimals, trailing zeros trimmed, optional symbol: `1.234 ETH`. */
export function formatBalance(value: string | number | bigint, symbol?: string): string {
  return formatDisplay(value, BALANCE_DISPLAY_DECIMALS, symbol);
}

/** SPEC §9 token balance: cut (not rounded) to 2 decimals, trailing zeros trimmed: `12.5 USDC`. */
export function formatTokenBalance(value: string | number | bigint, symbol?: string): string {
  return formatDisplay(value, TOKEN_BALANCE_DISPLAY_DECIMALS, symbol);
}

/** SPEC §4/§9 transaction quantity: cut (not rounded) to 3 decimals, trailing zeros trimmed. */
export function formatQuantity(value: string | number | bigint, symbol?: string): string {
  return formatDisplay(value, TRANSACTION_QUANTITY_DECIMALS, symbol);
}

function assertDecimals(decimals: number): void {
  // ERC-20 decimals is a uint8; anything else is a programming error, not user input.
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer from 0 to 255, got ${decimals}`);
  }
}

// Throws `DecimalPrecisionError` rather than silently dropping digits the token cannot hold: the
// amount sent must be the amount typed.
/** Exact decimal amount to base units: `parseUnits('1.5', 18)` -> `1500000000000000000n`. */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals);
  const decimal = typeof value === 'string' ? parseDecimal(value) : null;
  if (decimal === null) throw new InvalidDecimalError(String(value));
  const { negative, digits, scale } = decimal;
  let units: bigint;
  if (scale <= decimals) {
    units = digits * 10n ** BigInt(decimals - scale);
  } else {
    const divisor = 10n ** BigInt(scale - decimals);
    if (digits % divisor !== 0n) throw new DecimalPrecisionError(value, decimals);
    units = digits / divisor;
  }
  return negative ? -units : units;
}

// Takes integer strings too, including the hex balances wallets return (SPEC §3 wallet asset).
/** Exact base units to a decimal string, trailing zeros trimmed: `formatUnits(15n, 1)` -> `'1.5'`. */
export function formatUnits(value: bigint | string, decimals: number): string {
  assertDecimals(decimals);
  let units: bigint;
  try {
    units = typeof value === 'bigint' ? value : BigInt(String(value).trim() || 'x');
  } catch {
    throw new InvalidDecimalError(String(value));
  }
  const negative = units < 0n;
  return renderDecimal({ negative, digits: negative ? -units : units, scale: decimals }, decimals);
}

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

function toTime(date: DateInput): number {
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

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// A month is 30 days and a year 365: these are glanceable labels, not calendar maths. Future dates
// (clock skew) read `0 sec`; an invalid date gives ''.
/** SPEC §9 relative time, rounded down: `5 sec`, `3 min`, `2 hr`, `4 d`, `1 mo`, `2 yr`. */
export function formatRelativeTime(date: DateInput, now: DateInput = new Date()): string {
  const elapsed = toTime(now) - toTime(date);
  if (Number.isNaN(elapsed)) return '';
  const ms = Math.max(0, elapsed);
  const label = (count: number, unit: keyof typeof RELATIVE_TIME_LABELS) =>
    `${count} ${RELATIVE_TIME_LABELS[unit]}`;
  if (ms < MINUTE) return label(Math.floor(ms / SECOND), 'second');
  if (ms < HOUR) return label(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return label(Math.floor(ms / HOUR), 'hour');
  const days = Math.floor(ms / DAY);
  if (days < 30) return label(days, 'day');
  if (days < 365) return label(Math.min(11, Math.floor(days / 30)), 'month');
  return label(Math.floor(days / 365), 'year');
}

// SPEC §4, verbatim: these are the signs the product shows, including '+' for send.
const OPERATION_SIGNS: Readonly<Record<string, '+' | '-'>> = {
  send: '+',
  receive: '+',
  deposit: '+',
  borrow: '+',
  claim: '+',
  withdraw: '-',
  repay: '-',
  burn: '-',
};

/** The SPEC §4 sign shown before a history quantity: '+', '-' or '' for other operation types. */
export function getOperationSign(operationType: string): '+' | '-' | '' {
  if (typeof operationType !== 'string') return '';
  return Object.hasOwn(OPERATION_SIGNS, operationType) ? (OPERATION_SIGNS[operationType] ?? '') : '';
}
