import { type Address, type Chain, createPublicClient, http, type PublicClient } from 'viem';
import type { SandboxContracts } from '../../chain/deploySandbox';
import { nativePoolAbi, sandboxTokenAbi } from '../../chain/sandboxAbis';
import { priceFromReserves } from './priceFromReserves';

/** A chain the API answers for. */
export interface ApiChainConfig {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipNetworkId: string;
  rpcUrl: string;
  contracts: SandboxContracts;
  /** Defaults to Ether / ETH / 18. */
  nativeCurrency?: NativeCurrency;
}

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** An ERC-20 token of the sandbox and the pool that prices it against the native token. */
export interface TokenInfo {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
  pool: Address;
  /** The USD reference (USDC): priced at exactly 1. */
  isUsdReference: boolean;
}

/** USD prices; token prices keyed by lower-case address. */
export interface UsdPrices {
  native: number;
  tokens: Map<string, number>;
}

/** Reads one chain: token metadata, pool prices, balances and gas price. */
export interface ChainReader {
  caipNetworkId: string;
  chainId: number;
  /** The node's JSON-RPC URL (the SIWX session route asks it about smart-account signatures). */
  rpcUrl: string;
  nativeCurrency: NativeCurrency;
  client: PublicClient;
  /** The chain's NFT collection (sandbox TestNft), when it has one. */
  nftContract: Address | undefined;
  tokens(): Promise<TokenInfo[]>;
  prices(): Promise<UsdPrices>;
  balances(owner: Address): Promise<{ native: bigint; tokens: { token: TokenInfo; balance: bigint }[] }>;
  gasPrice(): Promise<bigint>;
}

const ether: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** Creates the reader for an eip155 chain; token metadata is read once and kept (it never changes). */
export function createChainReader(config: ApiChainConfig): ChainReader {
  const chainId = Number(config.caipNetworkId.split(':')[1]);
  const nativeCurrency = config.nativeCurrency ?? ether;
  const chain: Chain = {
    id: chainId,
    name: config.caipNetworkId,
    nativeCurrency,
    rpcUrls: { default: { http: [config.rpcUrl] } },
  };
  // Batching folds the reads of one answer (balances, reserves) into a single JSON-RPC request.
  const client = createPublicClient({
    chain,
    transport: http(config.rpcUrl, { batch: true }),
  }) as PublicClient;
  const listed = [
    { address: config.contracts.usdc, pool: config.contracts.usdcPool, isUsdReference: true },
    { address: config.contracts.prt, pool: config.contracts.prtPool, isUsdReference: false },
  ];

  let metadata: Promise<TokenInfo[]> | undefined;
  const tokens = () => {
    metadata ??= Promise.all(
      listed.map(async (token) => {
        const read = { address: token.address, abi: sandboxTokenAbi } as const;
        const [name, symbol, decimals] = await Promise.all([
          client.readContract({ ...read, functionName: 'name' }),
          client.readContract({ ...read, functionName: 'symbol' }),
          client.readContract({ ...read, functionName: 'decimals' }),
        ]);
        return { ...token, name, symbol, decimals };
      }),
    ).catch((error: unknown) => {
      metadata = undefined; // a failed read (chain not up yet) is retried next time
      throw error;
    });
    return metadata;
  };

  const prices = async (): Promise<UsdPrices> => {
    const all = await tokens();
    const reserves = await Promise.all(
      all.map((token) =>
        client.readContract({ address: token.pool, abi: nativePoolAbi, functionName: 'getReserves' }),
      ),
    );
    const reference = all.findIndex((token) => token.isUsdReference);
    const [usdReserve, nativeReserve] = reserves[reference] ?? [0n, 0n];
    const native = priceFromReserves(
      usdReserve,
      all[reference]?.decimals ?? 0,
      nativeReserve,
      nativeCurrency.decimals,
    );
    const byToken = new Map<string, number>();
    all.forEach((token, index) => {
      const [tokenReserve, poolNative] = reserves[index] ?? [0n, 0n];
      const inNative = priceFromReserves(poolNative, nativeCurrency.decimals, tokenReserve, token.decimals);
      byToken.set(token.address.toLowerCase(), token.isUsdReference ? 1 : inNative * native);
    });
    return { native, tokens: byToken };
  };

  const balances = async (owner: Address) => {
    const all = await tokens();
    const [native, ...tokenBalances] = await Promise.all([
      client.getBalance({ address: owner }),
      ...all.map((token) =>
        client.readContract({
          address: token.address,
          abi: sandboxTokenAbi,
          functionName: 'balanceOf',
          args: [owner],
        }),
      ),
    ]);
    return { native, tokens: all.map((token, index) => ({ token, balance: tokenBalances[index] ?? 0n })) };
  };

  return {
    caipNetworkId: config.caipNetworkId,
    chainId,
    rpcUrl: config.rpcUrl,
    nativeCurrency,
    client,
    nftContract: config.contracts.nft,
    tokens,
    prices,
    balances,
    gasPrice: () => client.getGasPrice(),
  };
}
