import type { ChainNamespace } from '../namespaces';
import { isSwapNetwork } from './swapNetworks';

/** A capability that only some namespaces have (SPEC §9 namespace tables). */
export type NamespaceFeature = 'balance' | 'names' | 'activity' | 'nfts' | 'onramp' | 'send' | 'swaps';

// Bitcoin, Polkadot and Cosmos have their native balance (their adapters read it from their chains,
// issue 27) and their native sends, nothing else yet: no Activity source lists their transactions,
// and the API's onramp, NFT, name and swap endpoints do not serve them. Each joins a list when that part exists.
/** For each feature, the namespaces that support it; swaps are further limited to the swap networks. */
export const NAMESPACE_FEATURES: Readonly<Record<NamespaceFeature, readonly ChainNamespace[]>> = {
  balance: ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'],
  names: ['eip155'],
  // Solana too (issue 22, beyond SPEC §9's eip155 only): its sends and receipts are listed like EVM's.
  activity: ['eip155', 'solana'],
  // The API's NFT list takes an EVM address; elsewhere the tab is empty rather than a failed call.
  nfts: ['eip155'],
  onramp: ['eip155', 'solana'],
  // Issue 27: the native token of Bitcoin, Polkadot and Cosmos too (docs/plugins/send.md).
  send: ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'],
  swaps: ['eip155'],
};

// For swaps, pass the active network too: eip155 alone is not enough, the network must be a swap network.
/** True when `namespace` (and, for swaps, the given network) supports `feature`. */
export function supportsFeature(
  namespace: ChainNamespace | undefined,
  feature: NamespaceFeature,
  caipNetworkId?: string,
): boolean {
  if (!namespace || !NAMESPACE_FEATURES[feature].includes(namespace)) return false;
  if (feature === 'swaps' && caipNetworkId !== undefined) return isSwapNetwork(caipNetworkId);
  return true;
}

/** Account kinds: a plain key pair, a smart contract account, or a Bitcoin payment address. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment';

/** The account types each namespace can use (SPEC §6: eoa or smartAccount; bitcoin: payment). */
export const ACCOUNT_TYPES_BY_NAMESPACE: Readonly<Record<ChainNamespace, readonly AccountType[]>> = {
  eip155: ['eoa', 'smartAccount'],
  solana: ['eoa'],
  polkadot: ['eoa'],
  bip122: ['payment'],
  cosmos: ['eoa'],
};

// SPEC §6 does not name cosmos; it gets `eoa` like the other key-pair chains.
/** Default preferred account type per namespace (SPEC §6). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
};
