import type { AdapterDescriptor } from '../ChainAdapter';

// The public entry `portico/adapters/viem`. Only this entry names the viem implementation, so a host
// that imports it needs viem installed, and a host that does not import it never sees viem at all.

/**
 * The EVM (eip155) adapter on viem, for `createAppKit({ adapters: [viemAdapter()] })`. The descriptor is
 * a few bytes: the implementation (and viem) is fetched the first time a wallet is used.
 */
export function viemAdapter(): AdapterDescriptor {
  return { namespace: 'eip155', library: 'viem', load: () => import('./createViemAdapter') };
}
