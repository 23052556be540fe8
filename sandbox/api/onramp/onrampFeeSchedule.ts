/**
 * Sandbox Pay's provider fee, a fixed schedule inside SPEC §3's 1-2 % range: smaller payments pay the
 * larger share, as real providers' schedules do. Tiers by payment subtotal in USD.
 */
export const onrampFeeSchedule = [
  { belowUsd: 100, percent: 2 },
  { belowUsd: 1000, percent: 1.5 },
  { belowUsd: Number.POSITIVE_INFINITY, percent: 1 },
] as const;

/** The fee percentage for a payment of `usd`. */
export function onrampFeePercent(usd: number): number {
  const tier = onrampFeeSchedule.find((candidate) => usd < candidate.belowUsd);
  return tier?.percent ?? 1;
}

/** Gas a settlement transfer takes: a plain transfer, or an ERC-20 transfer (rounded up). */
export const settlementGas = { native: 21_000n, token: 65_000n } as const;
