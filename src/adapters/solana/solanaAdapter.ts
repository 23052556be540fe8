import type { AdapterDescriptor } from '../ChainAdapter';

// The public entry `portico/adapters/solana`. Only this entry names the Solana implementation, so a
// host that imports it needs @solana/web3.js 1.x installed, and a host that does not never sees it.

/**
 * The Solana adapter on @solana/web3.js 1.x, for `createAppKit({ adapters: [solanaAdapter()] })`. The
 * descriptor is a few bytes: the implementation (and web3.js) is fetched the first time a wallet is used,
 * wallet discovery when the kit starts in a browser.
 */
export function solanaAdapter(): AdapterDescriptor {
  return {
    namespace: 'solana',
    library: '@solana/web3.js',
    load: () => import('./createSolanaAdapter'),
    // Wallet Standard and `window.solana` discovery: its own small chunk, no web3.js.
    discover: () => import('./startSolanaDiscovery'),
  };
}

/**
 * AppKit's spelling (`new SolanaAdapter()` from `@reown/appkit-adapter-solana`): the same descriptor as
 * `solanaAdapter()`, so a migrating app changes only the import path. AppKit's `wallets` option is not
 * needed: Wallet Standard wallets are discovered.
 */
export class SolanaAdapter implements AdapterDescriptor {
  readonly namespace = 'solana' as const;
  readonly library = '@solana/web3.js';
  readonly load = () => import('./createSolanaAdapter');
  readonly discover = () => import('./startSolanaDiscovery');
}

export type { SolanaSendOptions, SolanaWalletProvider } from './SolanaWalletProvider';
