import type { ApiContext } from '../ApiContext';
import { iconUrl } from '../icons/sandboxIcons';
import { onrampOffers } from '../onramp/onrampCatalog';
import type { OnrampOrderRow } from '../onramp/onrampOrders';
import type {
  OnrampHistoryResponse,
  OnrampHistoryTransaction,
  OnrampTransactionStatus,
} from './HistoryTransaction';
import { historyPageSize } from './historyPageSize';
import { encodeOnrampHistoryCursor, type OnrampHistoryPosition } from './onrampHistoryCursor';

/** The columns of an order the listing reads, its creation time exact to the microsecond. */
type OrderEntry = Pick<
  OnrampOrderRow,
  'id' | 'caip_network_id' | 'address' | 'asset' | 'crypto_amount' | 'status' | 'tx_hash'
> & { createdMicros: string };

/**
 * Sandbox Pay's order states as Coinbase's transaction statuses: an order the visitor has not paid yet
 * is in progress (the kit still follows it), an abandoned one failed (it will never deliver).
 */
const STATUSES: Record<OnrampOrderRow['status'], OnrampTransactionStatus> = {
  pending: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  settling: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  completed: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  failed: 'ONRAMP_TRANSACTION_STATUS_FAILED',
  abandoned: 'ONRAMP_TRANSACTION_STATUS_FAILED',
};

/**
 * A page (historyPageSize) of the on-ramp orders of `address` (checksummed, as orders store it) in the
 * shape AppKit's Blockchain API answers `onramp=coinbase`: newest first, each an `in` transfer of the
 * bought asset, `operationType` `buy`, the order id as id, Coinbase's status, the settlement's hash
 * ('' until there is one), `sentFrom` the provider. Keyset-paged on (created_at, id).
 */
export async function readOnrampHistory(
  context: ApiContext,
  address: string,
  after?: OnrampHistoryPosition,
): Promise<OnrampHistoryResponse> {
  const params: unknown[] = [address, historyPageSize + 1];
  const micros = '(extract(epoch from created_at) * 1000000)::int8';
  let range = '';
  if (after) {
    params.push(after.createdMicros.toString(), after.id);
    range = `and (${micros}, id) < ($3::int8, $4::text)`;
  }
  const { rows } = await context.db.query<OrderEntry>(
    `select id, caip_network_id, address, asset, crypto_amount, status, tx_hash,
       ${micros}::text as "createdMicros"
     from onramp_orders
     where address = $1 ${range}
     order by created_at desc, id desc
     limit $2::int4`,
    params,
  );
  const orders = rows.slice(0, historyPageSize);
  // Names are extras: a chain that cannot be read now still lists its orders, named by symbol.
  const offers = await onrampOffers(context).catch(() => []);
  const names = new Map(offers.map((offer) => [`${offer.caipNetworkId}:${offer.asset}`, offer.name]));
  const baseUrl = context.publicUrl();
  const data = orders.map((order) =>
    toOnrampTransaction(order, names.get(`${order.caip_network_id}:${order.asset}`), baseUrl),
  );
  const last = orders.at(-1);
  const next =
    rows.length > historyPageSize && last
      ? encodeOnrampHistoryCursor({ createdMicros: BigInt(last.createdMicros), id: last.id })
      : null;
  return { data, next };
}

function toOnrampTransaction(
  order: OrderEntry,
  name: string | undefined,
  baseUrl: string,
): OnrampHistoryTransaction {
  return {
    id: order.id,
    metadata: {
      operationType: 'buy',
      hash: order.tx_hash ?? '',
      minedAt: new Date(Number(BigInt(order.createdMicros) / 1000n)).toISOString(),
      sentFrom: 'Coinbase',
      sentTo: order.address,
      status: STATUSES[order.status],
      // An order has no account nonce; the wire field is required (the Blockchain API sends a constant too).
      nonce: 0,
      chain: order.caip_network_id,
    },
    transfers: [
      {
        direction: 'in',
        recipient: order.address,
        quantity: { numeric: order.crypto_amount },
        fungible_info: {
          name: name ?? order.asset,
          symbol: order.asset,
          icon: { url: iconUrl(baseUrl, order.asset) },
          flags: { is_spam: false },
        },
      },
    ],
  };
}
