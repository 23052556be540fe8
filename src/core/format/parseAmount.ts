import { getNumberSymbols, numberFormat } from './localizeDecimal';
import { assertDecimals } from './parseUnits';

/** Why a typed amount was refused; each is a distinct case the form can word on its own. */
export type ParseAmountReason =
  | 'empty'
  | 'negative'
  | 'notANumber'
  | 'exponent'
  | 'multipleDecimalMarks'
  | 'misplacedGroupSeparator'
  | 'tooManyDecimals'
  | 'tooLarge';

/** The result of `parseAmount`: base units and canonical text, or the reason with its data. */
export type ParseAmountResult =
  | { ok: true; value: bigint; text: string }
  | { ok: false; reason: 'tooManyDecimals'; maxDecimals: number; found: number }
  | { ok: false; reason: Exclude<ParseAmountReason, 'tooManyDecimals'> };

/** Options of `parseAmount`. */
export interface ParseAmountOptions {
  /** The locale whose decimal mark and group separator the text is read with; default en-US. */
  locale?: string;
}

/** The largest amount `parseAmount` accepts, in base units: a uint256. */
export const MAX_AMOUNT_UNITS = 2n ** 256n - 1n;

const SPACES = /[\s\u00a0\u202f]/g;

function fail(reason: Exclude<ParseAmountReason, 'tooManyDecimals'>): ParseAmountResult {
  return { ok: false, reason };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A group separator is read only where the locale (or plain groups of three) would put it: in en-US
// `1,5` could mean 1.5 or 15, so it is refused rather than guessed. `.` is also a decimal mark in
// locales that use neither it nor anything else for it as a separator (fr-FR: `1,5` and `1.5`).
function readNumber(text: string, locale: string | undefined) {
  const symbols = getNumberSymbols(locale);
  const groupIsSpace = symbols.group !== '' && symbols.group.replace(SPACES, '') === '';
  const group = groupIsSpace ? ' ' : symbols.group;
  const normalized = groupIsSpace ? text.replace(SPACES, ' ') : text;
  const marks = new Set([symbols.decimal]);
  if (group !== '.') marks.add('.');
  const allowed = new RegExp(`^[0-9${[...marks, group].filter(Boolean).map(escapeRegExp).join('')}]+$`);
  if (!allowed.test(normalized)) return null;
  const markPattern = new RegExp(`[${[...marks].map(escapeRegExp).join('')}]`, 'g');
  const markCount = normalized.match(markPattern)?.length ?? 0;
  if (markCount > 1) return 'multipleDecimalMarks' as const;
  const [integerText = '', fraction = ''] = normalized.split(markPattern);
  if (group && fraction.includes(group)) return 'misplacedGroupSeparator' as const;
  let integer = integerText;
  if (group && integer.includes(group)) {
    const plain = integer.split(group).join('');
    const localeGrouped = numberFormat(locale, { useGrouping: true })
      .formatToParts(BigInt(plain || '0'))
      .map((part) => (part.type === 'group' ? group : part.value))
      .join('');
    const threes = new RegExp(`^\\d{1,3}(${escapeRegExp(group)}\\d{3})+$`);
    if (integer !== localeGrouped && !threes.test(integer)) return 'misplacedGroupSeparator' as const;
    integer = plain;
  }
  if (integer === '' && fraction === '') return null;
  return { integer, fraction };
}

// Text a person typed or pasted: never throws, never goes through a float, and refuses anything it
// would have to guess at (exponents, ambiguous separators) with a reason the form can show.
/** Parses a typed amount to base units: `parseAmount('1.5', 18)` -> `{ ok: true, value: 15n * 10n ** 17n, text: '1.5' }`. */
export function parseAmount(
  input: string,
  decimals: number,
  options: ParseAmountOptions = {},
): ParseAmountResult {
  assertDecimals(decimals);
  if (typeof input !== 'string') return fail('notANumber');
  const text = input.trim();
  if (text === '') return fail('empty');
  if (/^[-\u2212]/.test(text)) return fail('negative');
  if (/^[0-9.,]*[0-9][0-9.,]*[eE][+-]?[0-9]+$/.test(text)) return fail('exponent');
  const read = readNumber(text, options.locale);
  if (read === null) return fail('notANumber');
  if (typeof read === 'string') return fail(read);
  const fraction = read.fraction.replace(/0+$/, '');
  if (fraction.length > decimals) {
    return { ok: false, reason: 'tooManyDecimals', maxDecimals: decimals, found: fraction.length };
  }
  const value = BigInt(`${read.integer}${fraction.padEnd(decimals, '0')}` || '0');
  if (value > MAX_AMOUNT_UNITS) return fail('tooLarge');
  const integer = read.integer.replace(/^0+(?=\d)/, '') || '0';
  return { ok: true, value, text: fraction ? `${integer}.${fraction}` : integer };
}
