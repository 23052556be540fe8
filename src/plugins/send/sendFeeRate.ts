import type { SendState } from './sendSlice';
import type { SendFeeRateChoice, SendFeeRates } from './sendTypes';

// Bitcoin's fee rate in the Send form: three presets from the node's estimates and a custom rate.

/** Blocks each preset targets (`estimatesmartfee`): within an hour, about half an hour, the next block. */
export const FEE_RATE_TARGETS: Readonly<Record<Exclude<SendFeeRateChoice, 'custom'>, number>> = {
  slow: 6,
  normal: 3,
  fast: 1,
};

/**
 * The custom rate's bounds in sat/vB: 1 is Bitcoin Core's default minimum relay fee (a node drops a
 * transaction under it); 10,000 is far above any fee market seen, so a higher one is a typo (a rate
 * typed as a fee in sats), which would cost the sender dearly.
 */
export const MIN_FEE_RATE = 1;
export const MAX_FEE_RATE = 10_000;

/** A typed rate: digits, and up to 3 decimals after `.` or `,`. */
const RATE = /^\d+(?:[.,]\d{1,3})?$/;

/** The typed custom rate in sat/vB, or undefined when it is not a rate within the bounds. */
export function parseFeeRate(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!RATE.test(trimmed)) return undefined;
  const rate = Number(trimmed.replace(',', '.'));
  return rate >= MIN_FEE_RATE && rate <= MAX_FEE_RATE ? rate : undefined;
}

/** What the chosen rate is: a number, `invalid` (a custom rate out of bounds), or unknown (presets not read). */
export type ChosenFeeRate = { rate: number } | { invalid: true } | undefined;

/** The rate the form would send at. */
export function chosenFeeRate(
  send: Pick<SendState, 'feeRates' | 'feeRateChoice' | 'customFeeRate'> | undefined,
): ChosenFeeRate {
  if (!send) return undefined;
  if (send.feeRateChoice === 'custom') {
    const rate = parseFeeRate(send.customFeeRate);
    return rate === undefined ? { invalid: true } : { rate };
  }
  const rates: SendFeeRates | undefined = send.feeRates;
  return rates ? { rate: rates[send.feeRateChoice] } : undefined;
}
