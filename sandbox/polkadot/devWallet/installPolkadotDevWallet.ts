import type { PolkadotDevWallet } from './createPolkadotDevWallet';

// Injects the dev wallet the way polkadot-js-style extensions inject themselves: an entry under
// `window.injectedWeb3`, keyed by the extension's name, which dapps (extension-dapp's web3Enable, the
// kit's discovery) find by enumerating that object.

/** The part of `window` an extension writes to. */
export interface InjectedWeb3Host {
  injectedWeb3?: Record<string, { version?: string; enable?: (origin: string) => Promise<unknown> }>;
}

/** Puts the wallet at `host.injectedWeb3[wallet.name]`; returns the function that removes it. */
export function installPolkadotDevWallet(host: InjectedWeb3Host, wallet: PolkadotDevWallet): () => void {
  host.injectedWeb3 ??= {};
  host.injectedWeb3[wallet.name] = wallet.injected;
  return () => {
    if (host.injectedWeb3?.[wallet.name] === wallet.injected) delete host.injectedWeb3[wallet.name];
  };
}
