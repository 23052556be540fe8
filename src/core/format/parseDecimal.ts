// The exact decimal arithmetic every formatter shares: amounts never pass through a float.

/** An exact decimal: value = (negative ? -1 : 1) * digits / 10^scale. */
export interface Decimal {
  negative: boolean;
  digits: bigint;
  scale: number;
}

/** What the display formatters accept: a decimal string, a finite number, or a bigint. */
export type NumericInput = string | number | bigint;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

// Numbers go through their shortest round-trip text ('0.1', '1e-7'), which is what the caller sees.
/** Parses a decimal string (exponent allowed), finite number or bigint exactly; null when not a number. */
export function parseDecimal(value: unknown): Decimal | null {
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

// Toward zero, so a balance is never shown above what is held; '-0' cannot come out.
/** Cuts a decimal (toward zero) to at most `decimals` fractional digits, trailing zeros dropped. */
export function cutDecimal({ negative, digits, scale }: Decimal, decimals: number): Decimal {
  let kept = digits;
  let keptScale = scale;
  if (scale > decimals) {
    kept = digits / 10n ** BigInt(scale - decimals);
    keptScale = decimals;
  }
  while (keptScale > 0 && kept % 10n === 0n) {
    kept /= 10n;
    keptScale -= 1;
  }
  return { negative: negative && kept !== 0n, digits: kept, scale: keptScale };
}

/** The integer and fraction digit strings of a decimal, without sign: `{ integer: '12', fraction: '05' }`. */
export function decimalParts({ digits, scale }: Decimal): { integer: string; fraction: string } {
  const text = digits.toString().padStart(scale + 1, '0');
  return { integer: text.slice(0, text.length - scale), fraction: text.slice(text.length - scale) };
}

/** A decimal cut to `decimals` as plain text (`-1.5`, `1000`): no grouping, `.` as the decimal mark. */
export function renderDecimal(decimal: Decimal, decimals: number): string {
  const cut = cutDecimal(decimal, decimals);
  const { integer, fraction } = decimalParts(cut);
  const sign = cut.negative ? '-' : '';
  return fraction ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}
