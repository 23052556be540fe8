import { toEventSelector, toFunctionSelector } from 'viem';

/** The zero address, lower-case: the `from` of a mint and the `to` of a burn. */
export const zeroAddress = '0x0000000000000000000000000000000000000000';

/** topic0 of the events the indexer reads. ERC-20 and ERC-721 share Transfer and Approval. */
export const eventTopics = {
  transfer: toEventSelector('event Transfer(address indexed from, address indexed to, uint256 value)'),
  approval: toEventSelector('event Approval(address indexed owner, address indexed spender, uint256 value)'),
  swap: toEventSelector(
    'event Swap(address indexed sender, address indexed to, uint256 nativeIn, uint256 tokenIn, uint256 nativeOut, uint256 tokenOut)',
  ),
  liquidityAdded: toEventSelector(
    'event LiquidityAdded(address indexed provider, uint256 nativeAmount, uint256 tokenAmount, uint256 liquidity)',
  ),
  /** WETH9 unwrapping: the only trace of the ETH Uniswap V2's router pays out (readRouterPayouts). */
  withdrawal: toEventSelector('event Withdrawal(address indexed src, uint256 wad)'),
} as const;

/** Function selectors that name what a call meant to do, for calls whose logs say nothing (failed ones). */
export const intentSelectors = {
  approve: toFunctionSelector('function approve(address spender, uint256 amount)'),
  transfer: toFunctionSelector('function transfer(address to, uint256 amount)'),
  transferFrom: toFunctionSelector('function transferFrom(address from, address to, uint256 amount)'),
  swapNativeForToken: toFunctionSelector('function swapNativeForToken(uint256 minTokenOut, address to)'),
  swapTokenForNative: toFunctionSelector(
    'function swapTokenForNative(uint256 tokenIn, uint256 minNativeOut, address to)',
  ),
  addLiquidity: toFunctionSelector('function addLiquidity(uint256 maxTokenAmount)'),
} as const;

const wordPattern = /^0x[0-9a-fA-F]{64}$/;

/** The address in an indexed topic (the low 20 bytes of the word), lower-case; undefined if malformed. */
export function topicAddress(topic: string | undefined): string | undefined {
  if (topic === undefined || !wordPattern.test(topic)) return undefined;
  return `0x${topic.slice(26).toLowerCase()}`;
}

/** The 32-byte words of log data as unsigned integers; undefined unless it is exactly `count` words. */
export function dataWords(data: string, count: number): bigint[] | undefined {
  if (!/^0x[0-9a-fA-F]*$/.test(data) || data.length !== 2 + 64 * count) return undefined;
  return Array.from({ length: count }, (_, index) =>
    BigInt(`0x${data.slice(2 + 64 * index, 66 + 64 * index)}`),
  );
}
