import { decodeFunctionData, parseAbi, toFunctionSelector } from 'viem';
import type { TransferRow } from './HistoryRows';
import { dataWords, eventTopics, topicAddress } from './logTopics';

/** Lower-case addresses of a chain's Uniswap V2 deployment (the first sandbox chain has one). */
export interface DexAddresses {
  weth: string;
  router: string;
}

// Router02's functions that pay native ETH to their `to` argument: it unwraps WETH (WETH9 logs
// `Withdrawal(src, wad)`) and sends the ETH by an internal call, which writes no log of its own.
const payoutAbi = parseAbi([
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
  'function removeLiquidityETHWithPermit(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s)',
  'function removeLiquidityETHSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
  'function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s)',
]);

/** Selectors of Router02's nine swap functions: a call to one means a trade, even when it failed. */
export const routerSwapSelectors: ReadonlySet<string> = new Set(
  [
    'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
    'swapTokensForExactTokens(uint256,uint256,address[],address,uint256)',
    'swapExactETHForTokens(uint256,address[],address,uint256)',
    'swapTokensForExactETH(uint256,uint256,address[],address,uint256)',
    'swapExactTokensForETH(uint256,uint256,address[],address,uint256)',
    'swapETHForExactTokens(uint256,address[],address,uint256)',
    'swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)',
    'swapExactETHForTokensSupportingFeeOnTransferTokens(uint256,address[],address,uint256)',
    'swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)',
  ].map((signature) => toFunctionSelector(signature)),
);

/** The `to` argument of a payout call, lower-case; undefined for any other call or malformed calldata. */
function payoutRecipient(input: string): string | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: payoutAbi, data: input as `0x${string}` });
    const item = payoutAbi.find((entry) => entry.name === functionName);
    const index = item?.inputs.findIndex((parameter) => parameter.name === 'to') ?? -1;
    const to = (args as readonly unknown[])[index];
    return typeof to === 'string' ? to.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export interface ReadRouterPayoutsParameters {
  /** The transaction: its target and calldata. */
  to: string | null;
  input: string;
  logs: readonly { address: string; topics: readonly string[]; data: string; logIndex: number | null }[];
  dex: DexAddresses;
  /** The transaction every transfer belongs to. */
  transfer: Pick<TransferRow, 'chainId' | 'txHash' | 'blockNumber'>;
}

/**
 * The native ETH a call to the router paid out: one transfer from the router to the call's `to` per
 * WETH `Withdrawal` the router made (its amount is the ETH sent on). Only the chain's own WETH and
 * router are believed, and only calls whose calldata names the recipient; anything else adds nothing.
 */
export function readRouterPayouts(parameters: ReadRouterPayoutsParameters): TransferRow[] {
  const { dex, transfer: base } = parameters;
  if (parameters.to?.toLowerCase() !== dex.router) return [];
  const recipient = payoutRecipient(parameters.input);
  if (recipient === undefined) return [];
  const payouts: TransferRow[] = [];
  for (const log of parameters.logs) {
    const [topic0, topic1] = log.topics;
    if (log.address.toLowerCase() !== dex.weth || topic0 !== eventTopics.withdrawal) continue;
    if (topicAddress(topic1) !== dex.router) continue;
    const [amount] = dataWords(log.data, 1) ?? [];
    if (amount === undefined || amount === 0n) continue;
    payouts.push({
      ...base,
      position: log.logIndex ?? 0,
      standard: 'native',
      token: null,
      sender: dex.router,
      recipient,
      amount,
      tokenId: null,
    });
  }
  return payouts;
}
