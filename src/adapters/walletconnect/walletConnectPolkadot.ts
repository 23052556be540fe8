import type UniversalProvider from '@walletconnect/universal-provider';
import type { Eip1193Provider } from '../ChainAdapter';
import { POLKADOT_METHODS as M } from '../polkadot/PolkadotWalletProvider';
import { PolkadotWalletMethodMissingError } from '../polkadot/polkadotErrors';
import { sessionAccountsOn } from './walletConnectNamespaceParts';

// WalletConnect's polkadot namespace (issue 27): its own chunk, loaded by the connector's when a session
// holds polkadot accounts (walletConnectFamilies.ts). The Polkadot adapter's wallet interface is
// already WalletConnect's polkadot request shape (PolkadotWalletProvider.ts: `polkadot_signMessage
// { address, message }`, `polkadot_signTransaction { address, transactionPayload }`, both answered
// `{ signature }`), so the session only needs wrapping: each request names the session's chain
// (`polkadot:<genesis hash prefix>`), and the two account requests are answered from the session (its
// accounts are `polkadot:<ref>:<SS58 address>`; the adapter re-encodes them for the network).

const POLKADOT = 'polkadot' as const;

/** The session as a PolkadotWalletProvider on one chain. */
export function walletConnectPolkadotProvider(
  provider: UniversalProvider,
  chain: () => string,
): Eip1193Provider {
  return {
    async request({ method, params }) {
      if (method === M.requestAccounts || method === M.getAccounts)
        return sessionAccountsOn(provider.session, POLKADOT, chain()).map((address) => ({ address }));
      if (method !== M.signMessage && method !== M.signTransaction)
        throw new PolkadotWalletMethodMissingError(method);
      return provider.request({ method, ...(params !== undefined ? { params } : {}) }, chain());
    },
  };
}
