import type { AdapterDescriptor } from '../ChainAdapter';

// The public entry `portico/adapters/bitcoin` (bip122). The descriptor is a few bytes: the adapter
// chunk is fetched the first time a Bitcoin wallet is used, the discovery of injected sats-connect
// wallets when the kit starts in a browser. Neither loads sats-connect: the injected providers are
// called directly (issue 27, Deliver 7).

/** The Bitcoin adapter, for `createAppKit({ adapters: [bitcoinAdapter()] })`. */
export function bitcoinAdapter(): AdapterDescriptor {
  return {
    namespace: 'bip122',
    library: 'sats-connect',
    load: () => import('./createBitcoinAdapter'),
    discover: () => import('./startBitcoinDiscovery'),
  };
}

/**
 * AppKit's spelling (`new BitcoinAdapter()` from `@reown/appkit-adapter-bitcoin`): the same descriptor
 * as `bitcoinAdapter()`, so a migrating app changes only the import path.
 */
export class BitcoinAdapter implements AdapterDescriptor {
  readonly namespace = 'bip122' as const;
  readonly library = 'sats-connect';
  readonly load = () => import('./createBitcoinAdapter');
  readonly discover = () => import('./startBitcoinDiscovery');
}

export type { BitcoinWalletProvider, SatsConnectProvider } from './BitcoinWalletProvider';
