import type { Address } from 'viem';
import { wethAbi } from '../../chain/uniswapV2Abis';
import type { ApiChainConfig, ChainReader } from './createChainReader';
import type { SwapDex } from './readSwapQuote';

/** A token the convert routes trade on a chain. */
export interface SwapToken {
  /** The chain's native token (ETH): sent as value, traded by the router as WETH. */
  native: boolean;
  /** The ERC-20 the router trades: the token itself, or WETH for the native token. */
  contract: Address;
  name: string;
  symbol: string;
  decimals: number;
}

/** A chain on the API's swap list: its reader, its DEX and the tokens it trades. */
export interface SwapReader {
  caipNetworkId: string;
  chain: ChainReader;
  dex: SwapDex;
  /** The native token first, then the chain's listed tokens (USDC, PRT), then WETH (the middle hop). */
  tokens(): Promise<SwapToken[]>;
}

/** Creates the swap reader of a chain whose DEX is at `dex`; WETH's metadata is read once and kept. */
export function createSwapReader(chain: ChainReader, dex: SwapDex): SwapReader {
  let weth: Promise<SwapToken> | undefined;
  const readWeth = () => {
    weth ??= Promise.all(
      (['name', 'symbol', 'decimals'] as const).map((functionName) =>
        chain.client.readContract({ address: dex.weth, abi: wethAbi, functionName }),
      ),
    )
      .then(([name, symbol, decimals]) => ({
        native: false,
        contract: dex.weth,
        name: String(name),
        symbol: String(symbol),
        decimals: Number(decimals),
      }))
      .catch((error: unknown) => {
        weth = undefined; // retried on the next call
        throw error;
      });
    return weth;
  };
  return {
    caipNetworkId: chain.caipNetworkId,
    chain,
    dex,
    async tokens() {
      const [listed, wrapped] = await Promise.all([chain.tokens(), readWeth()]);
      const { name, symbol, decimals } = chain.nativeCurrency;
      return [
        { native: true, contract: dex.weth, name, symbol, decimals },
        ...listed.map((token) => ({
          native: false,
          contract: token.address,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
        })),
        wrapped,
      ];
    },
  };
}

/**
 * The swap readers of `swapChains` (startApi's option). Throws, naming the chain, when one is not among
 * the configured chains or has no Uniswap V2 deployment in its contracts.
 */
export function createSwapReaders(
  configs: readonly ApiChainConfig[],
  chains: ReadonlyMap<string, ChainReader>,
  swapChains: readonly string[],
): Map<string, SwapReader> {
  const readers = new Map<string, SwapReader>();
  for (const caipNetworkId of swapChains) {
    const chain = chains.get(caipNetworkId);
    const contracts = configs.find((config) => config.caipNetworkId === caipNetworkId)?.contracts;
    if (!chain || !contracts) throw new Error(`${caipNetworkId} is not one of the API's chains`);
    const { uniswapRouter: router, uniswapFactory: factory, weth } = contracts;
    if (!router || !factory || !weth) {
      throw new Error(`${caipNetworkId} has no Uniswap V2 (weth, uniswapFactory, uniswapRouter)`);
    }
    readers.set(caipNetworkId, createSwapReader(chain, { router, factory, weth }));
  }
  return readers;
}
