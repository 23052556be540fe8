import { defineError } from '../errors/defineError';
import { parseDecimal, renderDecimal } from './parseDecimal';

// SPEC §8 has no texts for malformed amounts, so these errors live beside their only throwers.
/** Thrown by `parseUnits` / `formatUnits` for input that is not a decimal (or integer) number. */
export const InvalidDecimalError = /* @__PURE__ */ defineError({
  name: 'InvalidDecimalError',
  message: (value: string) => `Invalid decimal value: ${value}`,
});
/** Thrown by `parseUnits` when the amount has more fractional digits than the token has decimals. */
export const DecimalPrecisionError = /* @__PURE__ */ defineError({
  name: 'DecimalPrecisionError',
  message: (value: string, decimals: number) => `Too many decimals in ${value}: at most ${decimals} allowed`,
});

/** Throws a RangeError unless `decimals` is a token's decimals (an integer 0-255). */
export function assertDecimals(decimals: number): void {
  // ERC-20 decimals is a uint8; anything else is a programming error, not user input.
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer from 0 to 255, got ${decimals}`);
  }
}

// Throws `DecimalPrecisionError` rather than silently dropping digits the token cannot hold: the
// amount sent must be the amount typed. For text a person typed, use `parseAmount` (no throw, locale).
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
