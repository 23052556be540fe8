import type UniversalProvider from '@walletconnect/universal-provider';
import type { Eip1193Provider } from '../ChainAdapter';
import { SOLANA_METHODS } from '../solana/SolanaWalletProvider';
import { sessionAccountsOn, type WalletConnectNamespacePart } from './walletConnectNamespaceParts';

// WalletConnect's solana namespace (issue 15 item 2), in the connector's lazy chunk: one part of the
// table in walletConnectFamilies.ts. The kit asks for it when it has Solana networks; an approved
// session's solana accounts connect the 'solana' namespace through the Solana adapter, whose wallet interface is already WalletConnect's Solana
// request shape (docs/adapters.md): the session only needs wrapping so that each request names the
// session's cluster, and so that the account requests are answered from the session itself.

const SOLANA = 'solana' as const;

/** The wallet methods the kit asks for in the solana namespace (WalletConnect's Solana RPC). */
export const WALLETCONNECT_SOLANA_METHODS = [
  SOLANA_METHODS.signMessage,
  SOLANA_METHODS.signTransaction,
  SOLANA_METHODS.signAndSendTransaction,
  SOLANA_METHODS.signAllTransactions,
] as const;

type Provider = UniversalProvider;

/**
 * The session as a SolanaWalletProvider on one cluster: signing requests go to the wallet with the
 * cluster's chain id; `solana_requestAccounts` / `solana_getAccounts` are answered from the session
 * (a WalletConnect wallet granted its accounts on approval); `solana_disconnect` is left to the
 * connector, which ends the whole session.
 */
export function walletConnectSolanaProvider(provider: Provider, chain: () => string): Eip1193Provider {
  const accounts = () => sessionAccountsOn(provider.session, SOLANA, chain()).map((pubkey) => ({ pubkey }));
  return {
    async request({ method, params }) {
      if (method === SOLANA_METHODS.requestAccounts || method === SOLANA_METHODS.getAccounts)
        return accounts();
      if (method === SOLANA_METHODS.disconnect) return null;
      return provider.request({ method, ...(params !== undefined ? { params } : {}) }, chain());
    },
  };
}

/** The solana part of a WalletConnect session (walletConnectNamespaceParts.ts). */
export const WALLETCONNECT_SOLANA_PART: WalletConnectNamespacePart = {
  namespace: SOLANA,
  methods: WALLETCONNECT_SOLANA_METHODS,
  wrap: walletConnectSolanaProvider,
};
