import { type Address, type PublicClient, zeroAddress } from 'viem';
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '../../chain/uniswapV2Abis';

/** Where the router and its pairs are. */
export interface SwapDex {
  router: Address;
  factory: Address;
  weth: Address;
}

/** The best route for an exact input, as the router itself prices it at one block. */
export interface SwapQuoteRead {
  /** The router's path (ERC-20 addresses; the native token is WETH here). */
  path: Address[];
  /** `getAmountsOut(amountIn, path)`, one entry per token of the path. */
  amounts: bigint[];
  amountOut: bigint;
  /**
   * Percent the output falls short of the pools' mid price after their fees: the price moved by this
   * trade alone (the fees are `fee`), as swap UIs show it.
   */
  priceImpact: number;
  /** What the pools' 0.3 % fees take along the path, in base units of the input token. */
  fee: bigint;
}

/** Reserves of one hop, facing the trade's direction. */
interface Hop {
  reserveIn: bigint;
  reserveOut: bigint;
}

/** A V2 pair's fee is 0.3 %: 997 of every 1000 input units are swapped. */
const feeKept = 997n;
const feeBase = 1000n;

/**
 * Pairs and their token0 per chain client, by factory and sorted tokens: both are immutable once the
 * factory made a pair (a missing pair is asked again: it may be created later).
 */
const pairCaches = new WeakMap<PublicClient, Map<string, { pair: Address; token0: Address }>>();

/**
 * Quotes `amountIn` of `tokenIn` into `tokenOut` at `blockNumber`: the direct pair and the route
 * through WETH are both priced by the router's own `getAmountsOut`, and the larger output wins (the
 * direct one on a tie: one hop less). Undefined when no route has a pair with liquidity on every hop or
 * the output rounds to nothing.
 */
export async function readSwapQuote(
  client: PublicClient,
  dex: SwapDex,
  trade: { tokenIn: Address; tokenOut: Address; amountIn: bigint; blockNumber: bigint },
): Promise<SwapQuoteRead | undefined> {
  const { tokenIn, tokenOut, amountIn, blockNumber } = trade;
  if (same(tokenIn, tokenOut)) return undefined;
  const candidates: Address[][] = [[tokenIn, tokenOut]];
  if (!same(tokenIn, dex.weth) && !same(tokenOut, dex.weth)) candidates.push([tokenIn, dex.weth, tokenOut]);
  const routes = await Promise.all(
    candidates.map((path) => readRoute(client, dex, path, amountIn, blockNumber)),
  );
  let best: SwapQuoteRead | undefined;
  for (const route of routes) {
    if (route && (!best || route.amountOut > best.amountOut)) best = route;
  }
  return best;
}

async function readRoute(
  client: PublicClient,
  dex: SwapDex,
  path: Address[],
  amountIn: bigint,
  blockNumber: bigint,
): Promise<SwapQuoteRead | undefined> {
  const hops: Hop[] = [];
  for (let index = 0; index + 1 < path.length; index++) {
    const hop = await readHop(client, dex, path[index] as Address, path[index + 1] as Address, blockNumber);
    // The router's getAmountsOut reverts on an empty pair; a missing one has no address at all.
    if (!hop || hop.reserveIn === 0n || hop.reserveOut === 0n) return undefined;
    hops.push(hop);
  }
  const amounts = await client.readContract({
    address: dex.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
    blockNumber,
  });
  const amountOut = amounts[amounts.length - 1] ?? 0n;
  if (amountOut === 0n) return undefined;
  return {
    path,
    amounts: [...amounts],
    amountOut,
    priceImpact: priceImpact(amountIn, amountOut, hops),
    fee: fee(amountIn, hops.length),
  };
}

async function readHop(
  client: PublicClient,
  dex: SwapDex,
  tokenIn: Address,
  tokenOut: Address,
  blockNumber: bigint,
): Promise<Hop | undefined> {
  const key = [
    dex.factory,
    ...[tokenIn, tokenOut].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
  ]
    .join('/')
    .toLowerCase();
  const cache = pairCaches.get(client) ?? new Map<string, { pair: Address; token0: Address }>();
  pairCaches.set(client, cache);
  let known = cache.get(key);
  if (!known) {
    const pair = await client.readContract({
      address: dex.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [tokenIn, tokenOut],
      blockNumber,
    });
    if (pair === zeroAddress) return undefined;
    const token0 = await client.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'token0',
    });
    known = { pair, token0 };
    cache.set(key, known);
  }
  const [reserve0, reserve1] = await client.readContract({
    address: known.pair,
    abi: uniswapV2PairAbi,
    functionName: 'getReserves',
    blockNumber,
  });
  return same(known.token0, tokenIn)
    ? { reserveIn: reserve0, reserveOut: reserve1 }
    : { reserveIn: reserve1, reserveOut: reserve0 };
}

/**
 * (ideal - amountOut) / ideal in percent, where ideal = amountIn × Π(0.997 × reserveOut / reserveIn):
 * what the same input would buy at the mid price, fees paid, if the trade moved no price. Integer maths
 * (reserves exceed a double's precision), kept to 1e-8 percent.
 */
function priceImpact(amountIn: bigint, amountOut: bigint, hops: Hop[]): number {
  let numerator = amountIn;
  let denominator = 1n;
  for (const hop of hops) {
    numerator *= feeKept * hop.reserveOut;
    denominator *= feeBase * hop.reserveIn;
  }
  if (numerator === 0n) return 0;
  const shortfall = numerator - amountOut * denominator;
  if (shortfall <= 0n) return 0;
  return Number((shortfall * 10n ** 10n) / numerator) / 1e8;
}

/** amountIn less what remains of it after `hops` fees of 0.3 % each. */
function fee(amountIn: bigint, hops: number): bigint {
  return amountIn - (amountIn * feeKept ** BigInt(hops)) / feeBase ** BigInt(hops);
}

function same(a: Address, b: Address): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
