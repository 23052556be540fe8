import type { Transaction, TransactionTransfer } from './historyTypes';

const isSpamTransfer = (transfer: TransactionTransfer): boolean =>
  transfer.fungible_info?.flags?.is_spam === true || transfer.nft_info?.flags.is_spam === true;

// A transaction with one real transfer among spam ones is something the user did (e.g. a swap that
// also dropped an airdrop), so it stays; one with no transfers at all (a contract call) is not spam.
/** SPEC §5: a transaction is spam only when it has transfers and every one of them is flagged spam. */
export function isSpamTransaction(transaction: Transaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every(isSpamTransfer);
}

/** SPEC §5: the transactions History shows: those on `chainId` (the active network) that are not spam. */
export function visibleTransactions(transactions: readonly Transaction[], chainId: string): Transaction[] {
  return transactions.filter((t) => t.metadata.chain === chainId && !isSpamTransaction(t));
}
