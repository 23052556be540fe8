import { BITCOIN_NETWORKS } from './chains/bitcoin';
import { cosmosHub } from './chains/cosmos';
import { EVM_MAINNETS, ethereum } from './chains/evm';
import { EVM_TESTNETS } from './chains/evmTestnets';
import { polkadot } from './chains/polkadot';
import { SOLANA_NETWORKS } from './chains/solana';
import type { Network } from './network';

/** Every network Portico ships a definition for; apps may still pass their own via `defineNetwork`. */
export const KNOWN_NETWORKS: readonly Network[] = Object.freeze([
  ...EVM_MAINNETS,
  ...EVM_TESTNETS,
  ...SOLANA_NETWORKS,
  ...BITCOIN_NETWORKS,
  polkadot,
  cosmosHub,
]);

/** The network used when the app configures none (SPEC §9 default chain eip155:1). */
export const DEFAULT_NETWORK: Network = ethereum;

// Aliases are checked too: wallets that still send the old Solana ids must land on the same network.
/** The network with this CAIP-2 id or deprecated alias in `networks` (default: the known list). */
export function getNetworkByCaipId(
  caipNetworkId: string | undefined,
  networks: readonly Network[] = KNOWN_NETWORKS,
): Network | undefined {
  if (!caipNetworkId) return undefined;
  return (
    networks.find((network) => network.caipNetworkId === caipNetworkId) ??
    networks.find((network) => network.deprecatedCaipNetworkId === caipNetworkId)
  );
}

// Swap networks live in their own module: the start-up path asks "are swaps offered here?" and must not
// pull in every network definition with it (initial-bundle budget, DESIGN §6).
export { isSwapNetwork, SWAP_NETWORK_IDS, type SwapNetworkId } from './swapNetworks';

/** The chain names the Coinbase on-ramp accepts (SPEC §9). */
export const COINBASE_PAY_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const;

/** A Coinbase on-ramp chain name. */
export type CoinbasePayChain = (typeof COINBASE_PAY_CHAINS)[number];

/** The Coinbase chain used when the active network has no Coinbase name. */
export const COINBASE_PAY_FALLBACK_CHAIN: CoinbasePayChain = 'ethereum';

// Berachain (80094) and Celo (42220) have no Network definition here but can be configured by apps,
// so the mapping is by id, not by the known list.
const COINBASE_CHAIN_BY_NETWORK: ReadonlyMap<string, CoinbasePayChain> = new Map<string, CoinbasePayChain>([
  ['eip155:1', 'ethereum'],
  ['eip155:42161', 'arbitrum'],
  ['eip155:137', 'polygon'],
  ['eip155:80094', 'berachain'],
  ['eip155:43114', 'avalanche-c-chain'],
  ['eip155:10', 'optimism'],
  ['eip155:42220', 'celo'],
  ['eip155:8453', 'base'],
]);

/** The Coinbase on-ramp chain name for a network, or `'ethereum'` when Coinbase does not list it. */
export function getCoinbasePayChain(caipNetworkId: string | undefined): CoinbasePayChain {
  return COINBASE_CHAIN_BY_NETWORK.get(caipNetworkId ?? '') ?? COINBASE_PAY_FALLBACK_CHAIN;
}
