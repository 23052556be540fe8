// The one place for the SPEC §4 / §9 display rules; `import { ... } from '../core/format'` resolves here.

export { acceptAmountInput } from './acceptAmountInput';
export { type DisplayOptions, formatBalance, formatQuantity, formatTokenBalance } from './formatBalance';
export { COMPACT_THRESHOLD, type FormatCompactOptions, formatCompact } from './formatCompact';
export { type FormatCurrencyOptions, formatCurrency } from './formatCurrency';
export { type FormatNumberOptions, formatNumber } from './formatNumber';
export { formatRelativeTime } from './formatRelativeTime';
export { getOperationSign } from './getOperationSign';
export { type DateInput, groupByMonth, type MonthGroup } from './groupByMonth';
export { DEFAULT_NUMBER_LOCALE, getNumberSymbols, type NumberSymbols } from './localizeDecimal';
export {
  MAX_AMOUNT_UNITS,
  type ParseAmountOptions,
  type ParseAmountReason,
  type ParseAmountResult,
  parseAmount,
} from './parseAmount';
export type { NumericInput } from './parseDecimal';
export { DecimalPrecisionError, formatUnits, InvalidDecimalError, parseUnits } from './parseUnits';
export { type BalanceParts, splitBalance } from './splitBalance';
export { type TruncateMiddleParameters, truncateMiddle } from './truncateMiddle';
