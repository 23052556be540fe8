import type { AdapterDescriptor } from '../ChainAdapter';

// The public entry `portico/adapters/cosmos`. The descriptor is start-up code of a few bytes: the
// adapter (protobuf writer, secp256k1 checks, CometBFT client) is fetched on the first connect, the
// Keplr / Leap discovery when the kit starts in a browser, and neither reaches an app without it.

/** The Cosmos adapter for Keplr-style wallets, for `createAppKit({ adapters: [cosmosAdapter()] })`. */
export function cosmosAdapter(): AdapterDescriptor {
  return {
    namespace: 'cosmos',
    library: 'keplr',
    load: () => import('./createCosmosAdapter'),
    discover: () => import('./startCosmosDiscovery'),
  };
}

export type { CosmosAdapter, CosmosTransactionRequest } from './CosmosAdapterContract';
export type { CosmosStdSignature, CosmosWalletProvider } from './CosmosWalletProvider';
