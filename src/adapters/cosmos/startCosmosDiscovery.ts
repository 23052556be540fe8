import type { WalletDiscovery } from '../ChainAdapter';
import { isKeplrLike, keplrProvider } from './keplrProvider';

// Cosmos wallet discovery, the `discover` of cosmosAdapter(): fetched only by a kit that configures
// the Cosmos adapter, in a browser. Keplr injects `window.keplr`, Leap `window.leap` (the same
// interface); each present one becomes an INJECTED connector. A wallet that answers on both names
// with the same object (Leap can pose as Keplr) is listed once, under its own name.

/** Connector ids of the injected Cosmos wallets. */
export const KEPLR_CONNECTOR_ID = 'injected:keplr';
export const LEAP_CONNECTOR_ID = 'injected:leap';

const startCosmosDiscovery: WalletDiscovery = (context) => {
  const page = context.window as Window & { keplr?: unknown; leap?: unknown };
  const { keplr, leap } = page;
  if (isKeplrLike(leap)) {
    context.addConnector({
      id: LEAP_CONNECTOR_ID,
      type: 'INJECTED',
      name: 'Leap',
      chain: 'cosmos',
      provider: keplrProvider(leap, page),
    });
  }
  if (isKeplrLike(keplr) && keplr !== leap) {
    context.addConnector({
      id: KEPLR_CONNECTOR_ID,
      type: 'INJECTED',
      name: 'Keplr',
      chain: 'cosmos',
      provider: keplrProvider(keplr, page),
    });
  }
  // Keplr and Leap inject before the page's scripts run; nothing to watch afterwards.
  return () => undefined;
};

export default startCosmosDiscovery;
