import { formatUnits } from 'viem';

/** Extra decimal places kept in the integer division before converting to a float. */
const precision = 18;

/**
 * Spot price of one whole base unit in quote units, from a pool's reserves:
 * (quoteReserve / 10^quoteDecimals) / (baseReserve / 10^baseDecimals). 0 for an empty pool.
 */
export function priceFromReserves(
  quoteReserve: bigint,
  quoteDecimals: number,
  baseReserve: bigint,
  baseDecimals: number,
): number {
  if (baseReserve === 0n || quoteReserve === 0n) return 0;
  // Integer maths first: reserves exceed Number's 53-bit precision.
  const scaled = (quoteReserve * 10n ** BigInt(baseDecimals + precision)) / baseReserve;
  return Number(formatUnits(scaled, quoteDecimals + precision));
}
