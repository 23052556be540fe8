import { randomBytes } from 'node:crypto';
import type { Database } from '../db/Database';
import { DatabaseError } from '../db/Database';
import { ApiError, notFound } from '../http/ApiError';

/** AppKit's exchange statuses, as the kit polls them. */
export type PaymentStatus = 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';

/** Why a payment failed (`failureReason`). */
export type PaymentFailureReason =
  | 'tx-reverted'
  | 'wrong-recipient'
  | 'wrong-amount'
  | 'wrong-asset'
  | 'wrong-payer'
  | 'exchange-declined'
  | 'settlement-failed';

/** A row of `pay_payments`. */
export interface PaymentRow {
  id: string;
  recipient: string;
  caip_network_id: string;
  asset: string;
  amount: string;
  decimals: number;
  method: 'wallet' | 'exchange';
  exchange_id: string | null;
  payer: string | null;
  /** `SETTLING`: the Sandbox Exchange's transfer is under way (answered IN_PROGRESS). */
  status: PaymentStatus | 'SETTLING';
  tx_hash: string | null;
  failure_reason: PaymentFailureReason | null;
}

export type NewPayment = Pick<
  PaymentRow,
  'recipient' | 'caip_network_id' | 'asset' | 'amount' | 'decimals' | 'method' | 'exchange_id' | 'payer'
>;

/** `pay_` and 24 url-safe characters from 18 random bytes: unguessable, so the id is the capability. */
export function newPaymentId(): string {
  return `pay_${randomBytes(18).toString('base64url')}`;
}

/** Records a new IN_PROGRESS payment and returns it. */
export async function createPayment(db: Database, payment: NewPayment): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `insert into pay_payments
       (id, recipient, caip_network_id, asset, amount, decimals, method, exchange_id, payer, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'IN_PROGRESS')
     returning *`,
    [
      newPaymentId(),
      payment.recipient,
      payment.caip_network_id,
      payment.asset,
      payment.amount,
      payment.decimals,
      payment.method,
      payment.exchange_id,
      payment.payer,
    ],
  );
  return rows[0] as PaymentRow;
}

/** The payment, or 404. */
export async function readPayment(db: Database, id: string): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>('select * from pay_payments where id = $1', [id]);
  const row = rows[0];
  if (!row) throw notFound(`No payment ${id}`);
  return row;
}

function conflict(message: string): ApiError {
  return new ApiError(409, 'CONFLICT', message);
}

/**
 * Records the transaction a wallet payment reports, once: a payment keeps its first hash (the same hash
 * again is accepted), a second different one is 409, and a hash another payment holds is 409 too.
 */
export async function attachTransaction(db: Database, id: string, txHash: string): Promise<PaymentRow> {
  let rows: PaymentRow[];
  try {
    ({ rows } = await db.query<PaymentRow>(
      `update pay_payments set tx_hash = $2, updated_at = now()
       where id = $1 and method = 'wallet' and tx_hash is null and status = 'IN_PROGRESS' returning *`,
      [id, txHash],
    ));
  } catch (error) {
    // 23505: the unique index on (network, tx_hash): this transaction already settles another payment.
    if (error instanceof DatabaseError && error.code === '23505') {
      throw conflict(`Transaction ${txHash} is already reported for another payment`);
    }
    throw error;
  }
  if (rows[0]) return rows[0];
  const current = await readPayment(db, id);
  if (current.method !== 'wallet') throw conflict(`Payment ${id} is paid through its exchange`);
  if (current.tx_hash === txHash) return current;
  if (current.tx_hash) throw conflict(`Payment ${id} already has transaction ${current.tx_hash}`);
  throw conflict(`Payment ${id} is ${answerStatus(current.status)}`);
}

/**
 * Moves a payment from `from` to `to` in one conditional update: of two requests racing for the same
 * payment only one wins. Answers the updated row, or undefined when the payment was not in `from`.
 */
export async function movePayment(
  db: Database,
  id: string,
  from: PaymentRow['status'],
  to: { status: PaymentRow['status']; txHash?: string; reason?: PaymentFailureReason },
): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<PaymentRow>(
    `update pay_payments
       set status = $3, tx_hash = coalesce($4, tx_hash), failure_reason = $5, updated_at = now()
     where id = $1 and status = $2 returning *`,
    [id, from, to.status, to.txHash ?? null, to.reason ?? null],
  );
  return rows[0];
}

/** Claims an IN_PROGRESS exchange payment for `to` (SETTLING or FAILED), or 409 / 404. */
export async function claimExchangePayment(
  db: Database,
  id: string,
  to: { status: 'SETTLING' } | { status: 'FAILED'; reason: PaymentFailureReason },
): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `update pay_payments set status = $2, failure_reason = $3, updated_at = now()
     where id = $1 and method = 'exchange' and status = 'IN_PROGRESS' returning *`,
    [id, to.status, to.status === 'FAILED' ? to.reason : null],
  );
  if (rows[0]) return rows[0];
  const current = await readExchangePayment(db, id);
  throw conflict(`Payment ${id} is ${answerStatus(current.status)}, not in progress`);
}

/** An exchange payment, or 404 (a wallet payment has no exchange page). */
export async function readExchangePayment(db: Database, id: string): Promise<PaymentRow> {
  const row = await readPayment(db, id);
  if (row.method !== 'exchange') throw notFound(`No Sandbox Exchange payment ${id}`);
  return row;
}

export function answerStatus(status: PaymentRow['status']): PaymentStatus {
  return status === 'SETTLING' ? 'IN_PROGRESS' : status;
}

/** The JSON `GET /v1/pay/payments/{id}` answers. */
export function paymentAnswer(row: PaymentRow) {
  return {
    id: row.id,
    status: answerStatus(row.status),
    ...(row.tx_hash ? { txHash: row.tx_hash } : {}),
    recipient: row.recipient,
    network: row.caip_network_id,
    asset: row.asset,
    amount: row.amount,
    decimals: row.decimals,
    method: row.method,
    ...(row.exchange_id ? { exchangeId: row.exchange_id } : {}),
    ...(row.failure_reason ? { failureReason: row.failure_reason } : {}),
  };
}
