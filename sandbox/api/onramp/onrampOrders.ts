import { randomUUID } from 'node:crypto';
import type { Database } from '../db/Database';
import { ApiError, notFound } from '../http/ApiError';

/** An order's state as the kit polls it; `settling` (transfer under way) is answered as `pending`. */
export type OnrampOrderStatus = 'pending' | 'completed' | 'failed' | 'abandoned';

/** A row of `onramp_orders`. */
export interface OnrampOrderRow {
  id: string;
  caip_network_id: string;
  network: string;
  address: string;
  asset: string;
  crypto_amount: string;
  fiat_currency: string;
  fiat_amount: string;
  partner_user_id: string;
  status: OnrampOrderStatus | 'settling';
  tx_hash: string | null;
}

export type NewOnrampOrder = Omit<OnrampOrderRow, 'id' | 'status' | 'tx_hash'>;

/** Records a new `pending` order and returns it. */
export async function createOnrampOrder(db: Database, order: NewOnrampOrder): Promise<OnrampOrderRow> {
  const id = `onramp_${randomUUID()}`;
  const { rows } = await db.query<OnrampOrderRow>(
    `insert into onramp_orders
       (id, caip_network_id, network, address, asset, crypto_amount, fiat_currency, fiat_amount, partner_user_id, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending')
     returning *`,
    [
      id,
      order.caip_network_id,
      order.network,
      order.address,
      order.asset,
      order.crypto_amount,
      order.fiat_currency,
      order.fiat_amount,
      order.partner_user_id,
    ],
  );
  return rows[0] as OnrampOrderRow;
}

/** The order, or 404. */
export async function readOnrampOrder(db: Database, id: string): Promise<OnrampOrderRow> {
  const { rows } = await db.query<OnrampOrderRow>('select * from onramp_orders where id = $1', [id]);
  const row = rows[0];
  if (!row) throw notFound(`No on-ramp order ${id}`);
  return row;
}

/**
 * Moves a `pending` order to `to` in one conditional update: of two requests racing for the same order
 * only one wins, so no order is paid (or abandoned) twice. A finished or unknown order is 409 / 404.
 */
export async function claimPendingOrder(
  db: Database,
  id: string,
  to: 'settling' | 'failed' | 'abandoned',
): Promise<OnrampOrderRow> {
  const { rows } = await db.query<OnrampOrderRow>(
    `update onramp_orders set status = $2, updated_at = now() where id = $1 and status = 'pending' returning *`,
    [id, to],
  );
  const row = rows[0];
  if (row) return row;
  const current = await readOnrampOrder(db, id);
  throw new ApiError(409, 'CONFLICT', `On-ramp order ${id} is ${answerStatus(current.status)}, not pending`);
}

/** Ends a `settling` order: `completed` with its transaction, or `failed`. */
export async function finishSettlement(
  db: Database,
  id: string,
  outcome: { status: 'completed'; txHash: string } | { status: 'failed' },
): Promise<void> {
  await db.query(
    `update onramp_orders set status = $2, tx_hash = $3, updated_at = now() where id = $1 and status = 'settling'`,
    [id, outcome.status, outcome.status === 'completed' ? outcome.txHash : null],
  );
}

function answerStatus(status: OnrampOrderRow['status']): OnrampOrderStatus {
  return status === 'settling' ? 'pending' : status;
}

/** The JSON `GET /v1/onramp/orders/{id}` answers. */
export function onrampOrderAnswer(row: OnrampOrderRow) {
  return {
    id: row.id,
    status: answerStatus(row.status),
    ...(row.tx_hash ? { txHash: row.tx_hash } : {}),
    asset: row.asset,
    amount: row.crypto_amount,
    address: row.address,
    network: row.network,
    paymentTotal: { amount: row.fiat_amount, currency: row.fiat_currency },
  };
}
