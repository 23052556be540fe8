/** The chain namespaces Portico supports (CAIP-2 namespace strings). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;

/** One of the supported CAIP-2 namespaces. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

/** A CAIP-2 chain id in a supported namespace, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

/** A CAIP-10 account id in a supported namespace, e.g. `eip155:1:0xab...`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

/** True when `value` is one of the supported namespaces. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}
