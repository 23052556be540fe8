import { type Chain, defineChain } from 'viem';

/** A viem Chain for a local sandbox chain (anvil's native token is ETH with 18 decimals). */
export function sandboxViemChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: 'Portico sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}
