import type { AdapterDescriptor } from '../ChainAdapter';

// The public entry `portico/adapters/polkadot`, the adapter's start-up part: a few bytes. The
// implementation is fetched the first time a wallet is used, @polkadot/api (an optional peer dependency,
// external to the build) only on the first transfer, and wallet discovery (`window.injectedWeb3`) when
// the kit starts in a browser; an app without the polkadot namespace loads none of them.

/**
 * The Polkadot adapter for `createAppKit({ adapters: [polkadotAdapter()] })`: polkadot-js-style extensions
 * (polkadot{.js}, SubWallet, Talisman...) found in `window.injectedWeb3`, their accounts in the chain's
 * SS58 format, sign message (signRaw), transfers with the existential-deposit check, balances.
 */
export function polkadotAdapter(): AdapterDescriptor {
  return {
    namespace: 'polkadot',
    library: '@polkadot/api',
    load: () => import('./createPolkadotAdapter'),
    discover: () => import('./startPolkadotDiscovery'),
  };
}

export type {
  PolkadotAdapter,
  PolkadotTransferPreview,
  PolkadotTransferRequest,
} from './PolkadotAdapterContract';
export type { PolkadotWalletProvider } from './PolkadotWalletProvider';
export type { PolkadotDepositShortfall } from './polkadotErrors';
