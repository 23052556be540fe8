import type { Transaction } from '../historyTypes';

/** The other side of a transaction, as a row names it: "to 0x12...ab" or "from 0x34...cd". */
export interface Counterparty {
  side: 'to' | 'from';
  address: string;
}

/**
 * Who the account sent to or received from. Only a one-way transaction has one: everything shown left
 * the account (to its recipient) or reached it (from its sender). A swap, a self transfer or a call
 * that moved nothing has none, unless it is a plain send or receive. The transfer's own party wins
 * over the transaction's, whose `sentTo` is the token contract for a token transfer.
 */
export function transactionCounterparty(transaction: Transaction): Counterparty | undefined {
  const { transfers, metadata } = transaction;
  const outs = transfers.filter((t) => t.direction === 'out');
  const ins = transfers.filter((t) => t.direction === 'in');
  const sending =
    outs.length > 0 ? ins.length === 0 : transfers.length === 0 && metadata.operationType === 'send';
  const receiving =
    ins.length > 0 ? outs.length === 0 : transfers.length === 0 && metadata.operationType === 'receive';
  if (sending) {
    const address = outs[0]?.recipient ?? metadata.sentTo;
    return address ? { side: 'to', address } : undefined;
  }
  if (receiving) {
    const address = ins[0]?.sender ?? metadata.sentFrom;
    return address ? { side: 'from', address } : undefined;
  }
  return undefined;
}
