import type { OperationType } from '../history/HistoryTransaction';
import type { TransferRow } from './HistoryRows';
import { zeroAddress } from './logTopics';

/** What the indexer knows about a transaction when it classifies it for one account. */
export interface OperationFacts {
  /** Lower-case. */
  account: string;
  sender: string;
  failed: boolean;
  /** The account's own transfers (it sends or receives each). */
  transfers: readonly TransferRow[];
  /** A trusted pool logged a Swap / LiquidityAdded in this transaction. */
  swapped: boolean;
  deposited: boolean;
  /** An Approval log names the account as owner. */
  approved: boolean;
  /** What the sender asked for, read from the call itself (used when no log says more). */
  intent: OperationType;
}

/**
 * The operation type of a transaction from `account`'s point of view: the same native transfer is a
 * `send` for its sender and a `receive` for its recipient. The sender of a swap or a deposit sees
 * `trade` / `deposit`; otherwise the account's transfers decide, and a transaction that moved nothing
 * of the account's (a failed one, an approval, a plain contract call) is named by its intent.
 */
export function operationTypeFor(facts: OperationFacts): OperationType {
  const isSender = facts.account === facts.sender;
  if (facts.failed) return facts.intent;
  if (isSender && facts.swapped) return 'trade';
  if (isSender && facts.deposited) return 'deposit';
  const { account } = facts;
  const ins = facts.transfers.filter((t) => t.recipient === account && t.sender !== account);
  const outs = facts.transfers.filter((t) => t.sender === account && t.recipient !== account);
  if (ins.length > 0 && ins.every((t) => t.sender === zeroAddress)) return 'mint';
  if (outs.length > 0 && ins.length === 0 && outs.every((t) => t.recipient === zeroAddress)) return 'burn';
  if (ins.length > 0 && outs.length > 0) return 'trade';
  if (ins.length > 0) return 'receive';
  if (facts.transfers.length > 0) return 'send';
  if (isSender && facts.approved) return 'approve';
  return facts.intent;
}
