import {
  BALANCE_DISPLAY_DECIMALS,
  TOKEN_BALANCE_DISPLAY_DECIMALS,
  TRANSACTION_QUANTITY_DECIMALS,
} from '../constants/display';
import { formatNumber } from './formatNumber';
import type { NumericInput } from './parseDecimal';

/** Options of the SPEC display formatters: a locale, and grouping (off unless asked for, see docs/core.md). */
export interface DisplayOptions {
  locale?: string;
  grouping?: boolean;
}

// Balances are not grouped by default: the figure is the one a user checks against their wallet and
// copies into an amount field, and the kit's views, tests and e2e tests all call these functions, so
// they agree by construction. Pass `{ grouping: true, locale }` for a grouped, localised figure.
function formatDisplay(value: NumericInput, decimals: number, symbol?: string, options: DisplayOptions = {}) {
  const amount = formatNumber(value, { ...options, decimals, grouping: options.grouping ?? false });
  return symbol ? `${amount} ${symbol}` : amount;
}

/** SPEC §9 balance: cut (not rounded) to 3 decimals, trailing zeros trimmed, optional symbol: `1.234 ETH`. */
export function formatBalance(value: NumericInput, symbol?: string, options?: DisplayOptions): string {
  return formatDisplay(value, BALANCE_DISPLAY_DECIMALS, symbol, options);
}

/** SPEC §9 token balance: cut (not rounded) to 2 decimals, trailing zeros trimmed: `12.5 USDC`. */
export function formatTokenBalance(value: NumericInput, symbol?: string, options?: DisplayOptions): string {
  return formatDisplay(value, TOKEN_BALANCE_DISPLAY_DECIMALS, symbol, options);
}

/** SPEC §4/§9 transaction quantity: cut (not rounded) to 3 decimals, trailing zeros trimmed. */
export function formatQuantity(value: NumericInput, symbol?: string, options?: DisplayOptions): string {
  return formatDisplay(value, TRANSACTION_QUANTITY_DECIMALS, symbol, options);
}
