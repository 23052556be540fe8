import { type Address, type Hex, parseUnits } from 'viem';
import type { ApiContext } from '../ApiContext';
import { payFromTreasury } from '../chain/payFromTreasury';
import { findOnrampOffer } from './onrampCatalog';
import { finishSettlement, type OnrampOrderRow } from './onrampOrders';

/**
 * Credits the order's address on its chain (an ETH transfer, or a USDC transfer from the treasury) and
 * marks the order `completed` with the transaction hash, or `failed` when the transfer does not land.
 * The order must already be `settling` (claimPendingOrder).
 */
export function settleOnrampOrder(context: ApiContext, order: OnrampOrderRow): Promise<Hex | undefined> {
  return transfer(context, order).then(
    async (txHash) => {
      await finishSettlement(context.db, order.id, { status: 'completed', txHash });
      return txHash;
    },
    async () => {
      await finishSettlement(context.db, order.id, { status: 'failed' });
      return undefined;
    },
  );
}

/** The order's credit from the sandbox's treasury (queued with the Sandbox Exchange's payments). */
async function transfer(context: ApiContext, order: OnrampOrderRow): Promise<Hex> {
  const offer = await findOnrampOffer(context, order.asset, order.network);
  if (!offer) throw new Error(`the sandbox no longer sells ${order.asset} on ${order.network}`);
  return payFromTreasury({
    reader: offer.reader,
    to: order.address as Address,
    amount: parseUnits(order.crypto_amount, offer.decimals),
    ...(offer.asset === 'ETH' ? {} : { token: offer.contractAddress as Address }),
  });
}
