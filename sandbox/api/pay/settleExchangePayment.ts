import type { Address, Hex } from 'viem';
import type { ApiContext } from '../ApiContext';
import { payFromTreasury } from '../chain/payFromTreasury';
import { payChain, toBaseUnits } from './payAssets';
import { movePayment, type PaymentRow } from './payPayments';

/**
 * Pays a SETTLING exchange payment from the treasury (an ETH transfer, or the token's ERC-20 `transfer`)
 * and marks it SUCCESS with the transaction hash, or FAILED (`settlement-failed`) when the transfer
 * does not land. Rejects only when the database cannot record the outcome.
 */
export function settleExchangePayment(context: ApiContext, row: PaymentRow): Promise<void> {
  return transfer(context, row).then(
    async (txHash) => {
      await movePayment(context.db, row.id, 'SETTLING', { status: 'SUCCESS', txHash: txHash.toLowerCase() });
    },
    async () => {
      await movePayment(context.db, row.id, 'SETTLING', { status: 'FAILED', reason: 'settlement-failed' });
    },
  );
}

/** The payment's transfer from the sandbox's treasury (queued with Sandbox Pay's). */
async function transfer(context: ApiContext, row: PaymentRow): Promise<Hex> {
  return payFromTreasury({
    reader: payChain(context, row.caip_network_id),
    to: row.recipient as Address,
    amount: toBaseUnits(row.amount, row.decimals),
    ...(row.asset === 'native' ? {} : { token: row.asset as Address }),
  });
}
