import type { WalletListEntry } from '../../wallets/orderWallets';

/**
 * How many wallet rows (before All Wallets) the connect view shows when e-mail or social login is
 * offered too: with more, at 1280x800 the e-mail field fell below the fold (issue 22). AppKit keeps
 * its wallet rows, search, e-mail and socials within ~520 px; four rows, All Wallets, e-mail and
 * socials fit in about 560 px.
 */
export const WALLET_ROWS_WITH_LOGIN = 4;

/**
 * The rows to show beside a login: only the registry's recommended wallets give way (the user's own
 * recent and installed wallets, the host's featured and custom ones, and WalletConnect always stay),
 * so the list is at most `max` rows unless those alone are more. The rest stay one tap away under
 * All Wallets.
 */
export function compactWalletRows(
  entries: readonly WalletListEntry[],
  max: number = WALLET_ROWS_WITH_LOGIN,
): readonly WalletListEntry[] {
  const recommended = entries.filter((e) => e.section === 'recommended');
  const room = Math.max(0, max - (entries.length - recommended.length));
  if (recommended.length <= room) return entries;
  const kept = new Set(recommended.slice(0, room));
  return entries.filter((e) => e.section !== 'recommended' || kept.has(e));
}
