import type { OnrampProvider } from '../../../core/constants/onramp';

// Small text helpers of the Buy views.

/** A provider's display name: Coinbase, Meld. */
export function providerName(provider: OnrampProvider | undefined): string {
  return provider === 'meld' ? 'Meld' : 'Coinbase';
}

/** A decimal as the API gave it, without trailing zeros ("98.300000" -> "98.3", "20.00" -> "20"). */
export function trimDecimal(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}
