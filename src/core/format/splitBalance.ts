import { BALANCE_DISPLAY_DECIMALS } from '../constants/display';
import type { DisplayOptions } from './formatBalance';
import { getNumberSymbols, localizeDecimalParts } from './localizeDecimal';
import { cutDecimal, type NumericInput, parseDecimal } from './parseDecimal';

/** A balance in two pieces for display (a large integer, a smaller fraction). */
export interface BalanceParts {
  /** The sign and integer digits in the locale's form: `-1234` or `1,234` when grouped. */
  integer: string;
  /** The fraction digits after the cut, '' when there are none: `'05'`. */
  fraction: string;
  /** The locale's decimal mark, to put between them when `fraction` is not empty. */
  decimalSeparator: string;
}

// Same cut and locale rules as formatBalance, so `${integer}${decimalSeparator}${fraction}` is exactly
// formatBalance's text and the two can sit side by side.
/** SPEC §9 balance split for display: `splitBalance('1.23456')` -> `{ integer: '1', fraction: '234', ... }`. */
export function splitBalance(
  value: NumericInput,
  options: DisplayOptions & { decimals?: number } = {},
): BalanceParts {
  const { decimals = BALANCE_DISPLAY_DECIMALS, grouping = false, locale } = options;
  const decimal = cutDecimal(parseDecimal(value) ?? { negative: false, digits: 0n, scale: 0 }, decimals);
  const parts = localizeDecimalParts(decimal, { grouping, ...(locale ? { locale } : {}) });
  const fractionAt = parts.findIndex((part) => part.type === 'decimal');
  const before = fractionAt === -1 ? parts : parts.slice(0, fractionAt);
  return {
    integer: before.map((part) => part.value).join(''),
    fraction: parts.find((part) => part.type === 'fraction')?.value ?? '',
    decimalSeparator: parts[fractionAt]?.value ?? getNumberSymbols(locale).decimal,
  };
}
