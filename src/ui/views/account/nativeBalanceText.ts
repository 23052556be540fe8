import { formatBalance } from '../../../core/format';
import { parseDecimal } from '../../../core/format/parseDecimal';
import type { Network } from '../../../core/networks/network';
import type { AccountState } from '../../../store/slices/chainsSlice';

/** What a connected account's row says about its native balance. */
export type NativeBalanceText =
  | { kind: 'amount'; text: string }
  /** The last read failed, or the figure is not a number: saying so beats showing 0 or an old figure. */
  | { kind: 'unavailable' }
  /** Not read yet (balances are read for the active namespace: pressing the row reads it). */
  | { kind: 'unread' };

/**
 * The balance as the header shows it (SPEC §9: floored to 3 decimals, grouped in the kit's locale), so
 * the active row and the header read one figure. The adapters convert the chain's integer with the
 * network's decimals (BTC 8, DOT 10, ATOM 6) before the store holds it; the symbol is the one read
 * with it, else the network's.
 */
export function nativeBalanceText(
  account: Pick<AccountState, 'balance' | 'balanceSymbol' | 'balanceUnavailable'>,
  network: Network | undefined,
  locale?: string,
): NativeBalanceText {
  if (account.balanceUnavailable) return { kind: 'unavailable' };
  if (account.balance === undefined) return { kind: 'unread' };
  if (parseDecimal(account.balance) === null) return { kind: 'unavailable' };
  const symbol = account.balanceSymbol || network?.nativeCurrency.symbol;
  const amount = formatBalance(account.balance, undefined, { grouping: true, ...(locale ? { locale } : {}) });
  return { kind: 'amount', text: symbol ? `${amount} ${symbol}` : amount };
}
