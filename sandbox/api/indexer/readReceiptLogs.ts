import type { TransferRow } from './HistoryRows';
import { dataWords, eventTopics, topicAddress } from './logTopics';

export interface ReadReceiptLogsParameters {
  logs: readonly { address: string; topics: readonly string[]; data: string; logIndex: number | null }[];
  /** The transaction every transfer belongs to. */
  transfer: Pick<TransferRow, 'chainId' | 'txHash' | 'blockNumber'>;
  /** Lower-case addresses of the sandbox pools: only their Swap and LiquidityAdded logs are believed. */
  pools: ReadonlySet<string>;
}

export interface ReadReceiptLogsReturnType {
  transfers: TransferRow[];
  /** A trusted pool logged a Swap / LiquidityAdded. */
  swapped: boolean;
  deposited: boolean;
  /** Owners named by Approval logs (lower-case). */
  approvers: Set<string>;
  /** Contracts that emitted token Transfer logs, with the standard their logs show. */
  tokenContracts: Map<string, 'erc20' | 'erc721'>;
}

const wordPattern = /^0x[0-9a-fA-F]{64}$/;

/**
 * What a receipt's logs say: ERC-20 and ERC-721 transfers, a trusted pool's swap (and the native
 * payout only its log reveals), a deposit, approvals. Logs of any other shape are skipped: any
 * contract can emit anything, so a malformed log must not stop a block from being indexed.
 */
export function readReceiptLogs(parameters: ReadReceiptLogsParameters): ReadReceiptLogsReturnType {
  const { pools, transfer: base } = parameters;
  const result: ReadReceiptLogsReturnType = {
    transfers: [],
    swapped: false,
    deposited: false,
    approvers: new Set(),
    tokenContracts: new Map(),
  };
  for (const log of parameters.logs) {
    const emitter = log.address.toLowerCase();
    const position = log.logIndex ?? 0;
    const [topic0, topic1, topic2, topic3] = log.topics;
    if (topic0 === eventTopics.transfer) {
      const sender = topicAddress(topic1);
      const recipient = topicAddress(topic2);
      if (sender === undefined || recipient === undefined) continue;
      const row = { ...base, position, token: emitter, sender, recipient };
      // Same event signature for both standards: ERC-721 indexes the token id as a fourth topic.
      if (log.topics.length === 3) {
        const [amount] = dataWords(log.data, 1) ?? [];
        if (amount === undefined) continue;
        result.transfers.push({ ...row, standard: 'erc20', amount, tokenId: null });
        if (!result.tokenContracts.has(emitter)) result.tokenContracts.set(emitter, 'erc20');
      } else if (log.topics.length === 4 && topic3 !== undefined && wordPattern.test(topic3)) {
        result.transfers.push({ ...row, standard: 'erc721', amount: 1n, tokenId: BigInt(topic3) });
        if (!result.tokenContracts.has(emitter)) result.tokenContracts.set(emitter, 'erc721');
      }
    } else if (topic0 === eventTopics.approval) {
      const owner = topicAddress(topic1);
      if (owner !== undefined) result.approvers.add(owner);
    } else if (topic0 === eventTopics.swap && pools.has(emitter)) {
      result.swapped = true;
      const recipient = topicAddress(topic2);
      const [, , nativeOut] = dataWords(log.data, 4) ?? [];
      // The payout of a token-for-native swap is an internal call: only the pool's log tells of it.
      if (recipient !== undefined && nativeOut !== undefined && nativeOut > 0n) {
        result.transfers.push({
          ...base,
          position,
          standard: 'native',
          token: null,
          sender: emitter,
          recipient,
          amount: nativeOut,
          tokenId: null,
        });
      }
    } else if (topic0 === eventTopics.liquidityAdded && pools.has(emitter)) {
      result.deposited = true;
    }
  }
  return result;
}
