import { http, type Transport } from '@wagmi/core';
import type { Chain } from 'viem';
import type { Network } from '../../core/networks/network';

// Portico networks as wagmi chains and transports. A Network is already close to viem's Chain; only
// the eip155 ones become chains, each read over the same first RPC URL the kit's own adapter would use
// when no RPC service is involved: the host's custom URL, else the network's own.

/** A custom RPC URL as the kit takes it (a string) or as AppKit documents it (`{ url }`). */
export type CustomRpcUrl = string | { readonly url: string };

/** The viem/wagmi chain of an eip155 network. */
export function toWagmiChain(network: Network): Chain {
  return {
    id: network.id as number,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: { default: network.blockExplorers.default } } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
    ...(network.contracts ? { contracts: network.contracts as Chain['contracts'] } : {}),
  };
}

/** The URL a network is read from: its first custom RPC URL, else its own default. */
export function rpcUrlOf(
  network: Network,
  customRpcUrls: Readonly<Record<string, readonly CustomRpcUrl[]>> | undefined,
): string | undefined {
  const custom = customRpcUrls?.[network.caipNetworkId]?.[0];
  if (custom !== undefined) return typeof custom === 'string' ? custom : custom.url;
  return network.rpcUrls.default.http[0];
}

/** One http transport per chain, unless the host gave its own for that chain id. */
export function wagmiTransports(
  networks: readonly Network[],
  customRpcUrls: Readonly<Record<string, readonly CustomRpcUrl[]>> | undefined,
  given: Readonly<Record<number, Transport>> = {},
): Record<number, Transport> {
  return Object.fromEntries(
    networks.map((network) => [
      network.id as number,
      given[network.id as number] ?? http(rpcUrlOf(network, customRpcUrls)),
    ]),
  );
}
