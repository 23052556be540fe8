import type { WalletConnectNamespacePart } from './walletConnectNamespaceParts';
import { WALLETCONNECT_SOLANA_PART } from './walletConnectSolana';

// The table of the namespaces a WalletConnect session can bring beside eip155 (issue 15 item 2, issue
// 27): each is proposed when the kit has networks of it, as an optional namespace, and an approved one
// connects through its family adapter (walletConnectNamespaceParts.ts). A wallet that approves only
// some of them connects those. The Bitcoin, Polkadot and Cosmos wrappers are chunks of their own,
// fetched only when a session holds that namespace (issue 27 Deliver 7): proposing needs only the
// method names below.

/** WalletConnect's Bitcoin RPC methods, as the kit proposes them (walletConnectBitcoin.ts). */
export const WALLETCONNECT_BITCOIN_METHODS = [
  'signMessage',
  'sendTransfer',
  'signPsbt',
  'getAccountAddresses',
] as const;

/** WalletConnect's Polkadot RPC methods, as the kit proposes them (walletConnectPolkadot.ts). */
export const WALLETCONNECT_POLKADOT_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const;

/** WalletConnect's Cosmos RPC methods, as the kit proposes them (walletConnectCosmos.ts). */
export const WALLETCONNECT_COSMOS_METHODS = [
  'cosmos_getAccounts',
  'cosmos_signDirect',
  'cosmos_signAmino',
] as const;

/** The non-EVM namespace parts, in the order they are proposed and connected. */
export const WALLETCONNECT_NAMESPACE_PARTS: readonly WalletConnectNamespacePart[] = [
  WALLETCONNECT_SOLANA_PART,
  {
    namespace: 'bip122',
    methods: WALLETCONNECT_BITCOIN_METHODS,
    wrap: async (provider, chain) =>
      (await import('./walletConnectBitcoin')).walletConnectBitcoinProvider(provider, chain),
  },
  {
    namespace: 'polkadot',
    methods: WALLETCONNECT_POLKADOT_METHODS,
    wrap: async (provider, chain) =>
      (await import('./walletConnectPolkadot')).walletConnectPolkadotProvider(provider, chain),
  },
  {
    namespace: 'cosmos',
    methods: WALLETCONNECT_COSMOS_METHODS,
    wrap: async (provider, chain) =>
      (await import('./walletConnectCosmos')).walletConnectCosmosProvider(provider, chain),
  },
];
