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
