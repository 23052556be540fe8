import type { BitcoinDevWallet } from './createBitcoinDevWallet';

// How a sats-connect wallet shows itself on a page: its provider at a dotted path of `window` and an
// entry in `window.btc_providers` naming that path (sats-connect's `getProviders()` lists those), plus
// `window.BitcoinProvider`, the default `request()` falls back to, when no wallet took it first.

/** The dev wallet's path on `window`. */
export const BITCOIN_DEV_WALLET_ID = 'PorticoDevWallet.BitcoinProvider';

/** Its name in wallet lists. */
export const BITCOIN_DEV_WALLET_NAME = 'Portico Dev Wallet (Bitcoin)';

// The dev wallets' door in an arch, on Bitcoin's orange.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#f7931a"/>',
  '<path d="M22 76V44a26 26 0 0 1 52 0v32" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  '</svg>',
].join('');

/** The icon as a data URI. */
export const bitcoinDevWalletIcon = `data:image/svg+xml;base64,${btoa(svg)}`;

/** The part of `window` a Bitcoin wallet writes. */
export interface BitcoinWalletWindow {
  PorticoDevWallet?: { BitcoinProvider?: unknown };
  BitcoinProvider?: unknown;
  btc_providers?: { id: string; name: string; icon: string; webUrl?: string }[];
}

/** Installs `wallet` on `target` (a page's window or a test's stand-in); returns the uninstall function. */
export function installBitcoinDevWallet(wallet: BitcoinDevWallet, target: BitcoinWalletWindow): () => void {
  target.PorticoDevWallet = { ...target.PorticoDevWallet, BitcoinProvider: wallet };
  const entry = { id: BITCOIN_DEV_WALLET_ID, name: BITCOIN_DEV_WALLET_NAME, icon: bitcoinDevWalletIcon };
  target.btc_providers = [...(target.btc_providers ?? []).filter((p) => p.id !== entry.id), entry];
  const tookDefault = target.BitcoinProvider === undefined;
  if (tookDefault) target.BitcoinProvider = wallet;
  return () => {
    if (target.PorticoDevWallet?.BitcoinProvider === wallet) delete target.PorticoDevWallet;
    target.btc_providers = (target.btc_providers ?? []).filter((p) => p.id !== entry.id);
    if (tookDefault && target.BitcoinProvider === wallet) delete target.BitcoinProvider;
  };
}
