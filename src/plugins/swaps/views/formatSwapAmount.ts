import { formatBalance, formatNumber, formatTokenBalance } from '../../../core/format';
import { SWAP_NATIVE_ADDRESS, type SwapToken } from '../swapTypes';

/** Significant digits a figure under one unit keeps (a rate of 0.0004123 ETH, not 0 ETH). */
const SIGNIFICANT_DIGITS = 4;
/** Decimals a figure of one unit or more keeps. */
const MIN_DECIMALS = 4;

// SPEC §9's balance rule (cut to 2 or 3 decimals) would show the rate USDC -> ETH as "0.000", and a
// swap's figures are what the user compares before signing, so a small one keeps its first
// significant digits instead (as the send plugin's fee does). Figures are cut, never rounded up: the
// user never reads more than they get.
/** A swap figure in display units ("0.0004123", "1234.5678"), '' when it is not a number. */
export function formatSwapAmount(value: string | undefined, locale?: string): string {
  const trimmed = value?.trim();
  if (!trimmed || !/^-?\d*\.?\d+$|^-?\d+\.$/.test(trimmed)) return '';
  const [integer = '0', fraction = ''] = trimmed.replace(/^-/, '').split('.');
  const firstDigit = fraction.search(/[1-9]/);
  const decimals =
    integer.replace(/^0+/, '') === '' && firstDigit >= 0
      ? Math.max(MIN_DECIMALS, firstDigit + SIGNIFICANT_DIGITS)
      : MIN_DECIMALS;
  return formatNumber(trimmed, { decimals, grouping: false, ...(locale ? { locale } : {}) });
}

/** A price impact in percent for display ("0.42"), '' when it is not a finite number. */
export function formatPriceImpact(value: number | undefined, locale?: string): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  // A tiny impact reads "<0.01", never a misleading "0".
  if (value > 0 && value < 0.01)
    return `<${formatNumber('0.01', { decimals: 2, ...(locale ? { locale } : {}) })}`;
  return formatNumber(value.toFixed(6), { decimals: 2, grouping: false, ...(locale ? { locale } : {}) });
}

/** A picker row's balance: the native token by SPEC §9's balance rule (3 decimals), others by 2. */
export function formatSwapBalance(token: SwapToken, locale?: string): string {
  if (token.balance === undefined || !Number.isFinite(Number(token.balance))) return '';
  const format = token.address.toLowerCase() === SWAP_NATIVE_ADDRESS ? formatBalance : formatTokenBalance;
  return format(token.balance, token.symbol, locale ? { locale } : {});
}
