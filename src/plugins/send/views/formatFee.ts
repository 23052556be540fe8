import { formatNumber, formatUnits } from '../../../core/format';
import type { SendFee } from '../sendTypes';

/** Significant digits a fee keeps when it is under one unit (0.0000259 ETH, not 0 ETH). */
const FEE_SIGNIFICANT_DIGITS = 3;

// SPEC §9's balance rule (cut to 3 decimals) would show a typical L2 or local fee as "0 ETH", which
// reads as free. A fee is a cost, so it keeps its first significant digits instead (SPEC is silent).
/** The network fee for display: at least 3 decimals, and 3 significant digits when it is small. */
export function formatFee(fee: SendFee, locale?: string): string {
  const value = formatUnits(BigInt(fee.fee), fee.decimals);
  const [integer = '0', fraction = ''] = value.split('.');
  const firstDigit = fraction.search(/[1-9]/);
  const decimals =
    integer.replace(/^0+/, '') === '' && firstDigit >= 0
      ? Math.max(3, firstDigit + FEE_SIGNIFICANT_DIGITS)
      : 3;
  const amount = formatNumber(value, { decimals, grouping: false, ...(locale ? { locale } : {}) });
  return `${amount} ${fee.symbol}`;
}
