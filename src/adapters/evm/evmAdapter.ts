import type { AdapterDescriptor } from '../ChainAdapter';

/** Options of `evmAdapter`. */
export interface EvmAdapterOptions {
  /** The library that reads the chain and signs: viem (default) or ethers v6, installed by the host. */
  library?: 'viem' | 'ethers';
}

/**
 * The EVM (eip155) adapter descriptor for `createAppKit({ adapters: [evmAdapter()] })`. It is a few
 * bytes: the chosen library's implementation is imported the first time a wallet is used.
 */
export function evmAdapter({ library = 'viem' }: EvmAdapterOptions = {}): AdapterDescriptor {
  if (library !== 'viem' && library !== 'ethers') {
    throw new TypeError(`evmAdapter: library must be 'viem' or 'ethers', got ${String(library)}`);
  }
  return {
    namespace: 'eip155',
    library,
    load:
      library === 'ethers'
        ? () => import('../ethers/createEthersAdapter')
        : () => import('./createViemAdapter'),
  };
}
