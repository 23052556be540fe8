import type { CosmosDevWallet } from './createCosmosDevWallet';

// Injects the Cosmos dev wallet the way Keplr does: `window.keplr` plus the `getOfflineSigner`
// shortcut on the window (Leap injects the same interface as `window.leap`).

/** A page (or a test's window) the wallet is injected into. */
type Page = object & { keplr?: unknown; leap?: unknown; getOfflineSigner?: unknown };

/** Installs `wallet` on `page` as Keplr (`keplr`) or Leap (`leap`); returns the function that removes it. */
export function installCosmosDevWallet(
  page: Page,
  wallet: CosmosDevWallet,
  as: 'keplr' | 'leap' = 'keplr',
): () => void {
  page[as] = wallet;
  if (as === 'keplr') page.getOfflineSigner = wallet.getOfflineSigner;
  return () => {
    delete page[as];
    if (as === 'keplr') delete page.getOfflineSigner;
  };
}
