import type { OperationType } from '../history/HistoryTransaction';
import type { AccountEntryRow, TransactionRow, TransferRow } from './HistoryRows';
import { intentSelectors, zeroAddress } from './logTopics';
import { operationTypeFor } from './operationTypeFor';
import { readReceiptLogs } from './readReceiptLogs';
import { type DexAddresses, readRouterPayouts, routerSwapSelectors } from './readRouterPayouts';

/** The parts of a mined block the indexer reads (viem's formatted block with full transactions fits). */
export interface BlockInput {
  number: bigint | null;
  hash: string | null;
  timestamp: bigint;
  transactions: readonly {
    hash: string;
    from: string;
    to: string | null;
    value: bigint;
    input: string;
    nonce: number;
    transactionIndex: number | null;
  }[];
}

/** The parts of a receipt the indexer reads (viem's formatted receipt fits). */
export interface ReceiptInput {
  transactionHash: string;
  status: 'success' | 'reverted';
  contractAddress?: string | null;
  logs: readonly { address: string; topics: readonly string[]; data: string; logIndex: number | null }[];
}

export interface ExtractHistoryRowsParameters {
  caipNetworkId: string;
  /** Lower-case addresses of the sandbox pools: only their Swap and LiquidityAdded logs are believed. */
  pools: ReadonlySet<string>;
  /** The chain's Uniswap V2 WETH and router, lower-case, when it has them: router swaps are trades. */
  dex?: DexAddresses;
  block: BlockInput;
  receipts: readonly ReceiptInput[];
}

export interface ExtractHistoryRowsReturnType {
  transactions: TransactionRow[];
  transfers: TransferRow[];
  entries: AccountEntryRow[];
  /** Contracts that emitted token Transfer logs, lower-case, with the standard their logs show. */
  tokenContracts: Map<string, 'erc20' | 'erc721'>;
}

/**
 * Turns one block and its receipts into history rows: the transactions, their transfers (native value,
 * ERC-20 / ERC-721 Transfer logs, a trusted pool's or the router's native payout) and one entry per account taking part
 * (the sender, and every non-zero party of a transfer) with its operation type. Pure: no I/O.
 */
export function extractHistoryRows(parameters: ExtractHistoryRowsParameters): ExtractHistoryRowsReturnType {
  const { caipNetworkId: chainId, block, pools, dex } = parameters;
  if (block.number === null || block.hash === null) throw new Error('cannot index a pending block');
  const blockNumber = block.number;
  const receipts = new Map(parameters.receipts.map((receipt) => [receipt.transactionHash, receipt]));
  const result: ExtractHistoryRowsReturnType = {
    transactions: [],
    transfers: [],
    entries: [],
    tokenContracts: new Map(),
  };

  for (const [position, tx] of block.transactions.entries()) {
    const receipt = receipts.get(tx.hash);
    if (!receipt) throw new Error(`no receipt for ${tx.hash} in block ${blockNumber}`);
    const hash = tx.hash.toLowerCase();
    const sender = tx.from.toLowerCase();
    const recipient = (tx.to ?? receipt.contractAddress ?? zeroAddress).toLowerCase();
    const failed = receipt.status !== 'success';
    const txIndex = tx.transactionIndex ?? position;
    result.transactions.push({
      chainId,
      hash,
      blockNumber,
      blockTime: block.timestamp,
      txIndex,
      sender,
      recipient,
      nonce: tx.nonce,
      status: failed ? 'failed' : 'confirmed',
    });

    const transfers: TransferRow[] = [];
    const base = { chainId, txHash: hash, blockNumber };
    if (!failed && tx.value > 0n) {
      transfers.push({
        ...base,
        position: -1,
        standard: 'native',
        token: null,
        sender,
        recipient,
        amount: tx.value,
        tokenId: null,
      });
    }
    // A reverted transaction has no logs, so this adds nothing for one.
    const logs = readReceiptLogs({ logs: receipt.logs, transfer: base, pools });
    transfers.push(...logs.transfers);
    if (dex)
      transfers.push(
        ...readRouterPayouts({ to: tx.to, input: tx.input, logs: receipt.logs, dex, transfer: base }),
      );
    for (const [address, standard] of logs.tokenContracts) {
      if (!result.tokenContracts.has(address)) result.tokenContracts.set(address, standard);
    }
    result.transfers.push(...transfers);

    const accounts = new Set([sender]);
    for (const transfer of transfers) accounts.add(transfer.sender).add(transfer.recipient);
    accounts.delete(zeroAddress);
    const intent = intentOf(tx.input, tx.to?.toLowerCase() ?? null, pools, dex);
    for (const account of accounts) {
      const operationType = operationTypeFor({
        account,
        sender,
        failed,
        transfers: transfers.filter((t) => t.sender === account || t.recipient === account),
        // A router swap that went through is a trade for its sender, as a pool's Swap log is.
        swapped: logs.swapped || (!failed && intent === 'trade'),
        deposited: logs.deposited,
        approved: logs.approvers.has(account),
        intent,
      });
      result.entries.push({
        account,
        chainId,
        txHash: hash,
        blockTime: block.timestamp,
        blockNumber,
        txIndex,
        operationType,
      });
    }
  }
  return result;
}

/** What a call asked for, from its selector and target: names failed and transfer-less calls. */
function intentOf(
  input: string,
  to: string | null,
  pools: ReadonlySet<string>,
  dex: DexAddresses | undefined,
): OperationType {
  if (to === null) return 'execute';
  if (input === '0x' || input === '') return 'send';
  const selector = input.slice(0, 10).toLowerCase();
  if (selector === intentSelectors.approve) return 'approve';
  if (selector === intentSelectors.transfer || selector === intentSelectors.transferFrom) return 'send';
  if (pools.has(to)) {
    if (selector === intentSelectors.swapNativeForToken || selector === intentSelectors.swapTokenForNative)
      return 'trade';
    if (selector === intentSelectors.addLiquidity) return 'deposit';
  }
  if (dex && to === dex.router && routerSwapSelectors.has(selector)) return 'trade';
  return 'execute';
}
