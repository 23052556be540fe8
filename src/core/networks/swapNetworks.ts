import type { CaipNetworkId } from '../namespaces';

/** The networks where swaps are offered (SPEC §9), as CAIP-2 ids. */
export const SWAP_NETWORK_IDS = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const satisfies readonly CaipNetworkId[];

/** A network id on which swaps are offered. */
export type SwapNetworkId = (typeof SWAP_NETWORK_IDS)[number];

/** True when swaps are offered on `caipNetworkId`. */
export function isSwapNetwork(caipNetworkId: string | undefined): caipNetworkId is SwapNetworkId {
  return (SWAP_NETWORK_IDS as readonly string[]).includes(caipNetworkId ?? '');
}

/**
 * True when a kit offers swaps on `caipNetworkId`: SPEC §9's list, or an EVM chain id the host admitted
 * (createAppKit's `swapNetworkIds`, e.g. a local chain with its own DEX).
 */
export function offersSwaps(caipNetworkId: string | undefined, admitted: readonly number[] = []): boolean {
  return isSwapNetwork(caipNetworkId) || admitted.some((id) => `eip155:${id}` === caipNetworkId);
}
