import type { StartApiParameters } from '../api/startApi';
import type { StartChainReturnType } from '../chain/startChain';
import type { StartSolanaChainReturnType } from '../solana/startSolanaChain';

/**
 * The reference API's chains in the sandbox, as `npm start` and the browser tests' sandbox both give
 * them: the two anvil chains (swaps on the first only: it alone has the DEX, so the second shows
 * "Network not supported"), and the local Solana chain with its PUSD mint, a USD token priced at 1
 * (SOL has no market here: price 0). The Bitcoin chain is added by familyApiChains.
 */
export function sandboxApiChains(
  evmChains: readonly [StartChainReturnType, StartChainReturnType],
  solanaChain: StartSolanaChainReturnType,
): Pick<StartApiParameters, 'chains' | 'swapChains' | 'solanaChains'> {
  const [first] = evmChains;
  return {
    chains: evmChains.map((c) => ({
      caipNetworkId: c.caipNetworkId,
      rpcUrl: c.rpcUrl,
      contracts: c.contracts,
    })),
    swapChains: [first.caipNetworkId],
    solanaChains: [
      {
        caipNetworkId: solanaChain.caipNetworkId,
        rpcUrl: solanaChain.rpcUrl,
        tokens: [{ ...solanaChain.mint, mint: solanaChain.mint.address, price: 1 }],
      },
    ],
  };
}
