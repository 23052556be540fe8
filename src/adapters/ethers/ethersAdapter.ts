import type { AdapterDescriptor } from '../ChainAdapter';

// The public entry `portico/adapters/ethers`. Only this entry names the ethers implementation, so a host
// that imports it needs ethers installed, and a host that does not import it never sees ethers at all.

/**
 * The EVM (eip155) adapter on ethers v6, for `createAppKit({ adapters: [ethersAdapter()] })`. The
 * descriptor is a few bytes: the implementation (and ethers) is fetched the first time a wallet is used.
 */
export function ethersAdapter(): AdapterDescriptor {
  return { namespace: 'eip155', library: 'ethers', load: () => import('./createEthersAdapter') };
}

/**
 * AppKit's spelling (`new EthersAdapter()` from `@reown/appkit-adapter-ethers`): the same few-byte
 * descriptor as `ethersAdapter()`, so a migrating app changes only the import path.
 */
export class EthersAdapter implements AdapterDescriptor {
  readonly namespace = 'eip155' as const;
  readonly library = 'ethers';
  readonly load = () => import('./createEthersAdapter');
}
