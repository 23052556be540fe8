import { formatBalance } from '../../core/format/formatBalance';

/** Props of `AccountButtonBalance`. */
export interface AccountButtonBalanceProps {
  balance: string;
  symbol: string | undefined;
  locale: string | undefined;
}

/**
 * The account button's balance: floored to 3 decimals and grouped per the kit's locale, as the
 * Account view's figure. Its own chunk (the formatters are ~2.5 kB that a page without a connected
 * account never runs), loaded by AccountButton as soon as an account is there.
 */
export default function AccountButtonBalance({ balance, symbol, locale }: AccountButtonBalanceProps) {
  return <bdi>{formatBalance(balance, symbol, { grouping: true, locale })}</bdi>;
}
