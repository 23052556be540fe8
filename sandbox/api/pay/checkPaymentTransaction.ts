import {
  erc20Abi,
  type Hash,
  parseEventLogs,
  type Transaction,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { ApiContext } from '../ApiContext';
import { payChain, toBaseUnits } from './payAssets';
import { movePayment, type PaymentFailureReason, type PaymentRow, readPayment } from './payPayments';

/** What the chain says about a reported transaction: not mined yet, or the payment's outcome. */
export type TransactionVerdict =
  | { status: 'pending' }
  | { status: 'SUCCESS' }
  | { status: 'FAILED'; reason: PaymentFailureReason };

const failed = (reason: PaymentFailureReason): TransactionVerdict => ({ status: 'FAILED', reason });

/**
 * Whether a mined, successful transaction pays exactly this payment: for the native token a direct
 * transfer of `amount` to the recipient (value moved inside a contract call leaves no log to check), for
 * a token one ERC-20 `Transfer` log of that token to the recipient for exactly `amount`.
 */
export function transferVerdict(
  row: PaymentRow,
  tx: Pick<Transaction, 'to' | 'value'>,
  receipt: Pick<TransactionReceipt, 'logs'>,
): TransactionVerdict {
  const amount = toBaseUnits(row.amount, row.decimals);
  const recipient = row.recipient.toLowerCase();
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
  const toRecipient = transfers.filter((log) => log.args.to.toLowerCase() === recipient);
  const paysNativeToRecipient = tx.to?.toLowerCase() === recipient && tx.value > 0n;
  if (row.asset === 'native') {
    if (tx.to?.toLowerCase() === recipient)
      return tx.value === amount ? { status: 'SUCCESS' } : failed('wrong-amount');
    return failed(toRecipient.length > 0 ? 'wrong-asset' : 'wrong-recipient');
  }
  const ofToken = toRecipient.filter((log) => log.address.toLowerCase() === row.asset.toLowerCase());
  if (ofToken.some((log) => log.args.value === amount)) return { status: 'SUCCESS' };
  if (ofToken.length > 0) return failed('wrong-amount');
  return failed(toRecipient.length > 0 || paysNativeToRecipient ? 'wrong-asset' : 'wrong-recipient');
}

/** Reads the payment's reported transaction and its receipt from the payment's chain and judges them. */
export async function checkPaymentTransaction(
  context: ApiContext,
  row: PaymentRow,
): Promise<TransactionVerdict> {
  if (!row.tx_hash) return { status: 'pending' };
  const { client } = payChain(context, row.caip_network_id);
  const hash = row.tx_hash as Hash;
  let receipt: TransactionReceipt;
  try {
    receipt = await client.getTransactionReceipt({ hash });
  } catch (error) {
    // Not mined yet (or never sent): the payment stays in progress and the next poll asks again.
    if (error instanceof TransactionReceiptNotFoundError) return { status: 'pending' };
    throw error;
  }
  if (receipt.status !== 'success') return failed('tx-reverted');
  const tx = await client.getTransaction({ hash });
  if (row.payer && tx.from.toLowerCase() !== row.payer.toLowerCase()) return failed('wrong-payer');
  return transferVerdict(row, tx, receipt);
}

/**
 * Settles a wallet payment whose transaction is reported and not judged yet, when the chain has mined
 * it: SUCCESS or FAILED in one conditional update. Anything else is answered as stored. A chain that
 * cannot be read leaves the payment in progress (the kit polls again), rather than failing the poll.
 */
export async function refreshWalletPayment(context: ApiContext, row: PaymentRow): Promise<PaymentRow> {
  if (row.method !== 'wallet' || row.status !== 'IN_PROGRESS' || !row.tx_hash) return row;
  let verdict: TransactionVerdict;
  try {
    verdict = await checkPaymentTransaction(context, row);
  } catch {
    return row;
  }
  if (verdict.status === 'pending') return row;
  const moved = await movePayment(context.db, row.id, 'IN_PROGRESS', verdict);
  // Not moved: another request judged it first; answer what it recorded.
  return moved ?? readPayment(context.db, row.id);
}
