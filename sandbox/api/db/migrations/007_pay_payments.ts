import type { Migration } from './Migration';

/**
 * Pay payments (issue 26): one row per `POST /v1/pay/payments`. `status` moves only forward, from
 * `IN_PROGRESS` (or `SETTLING` while the Sandbox Exchange's transfer is under way, answered as
 * IN_PROGRESS) to `SUCCESS` or `FAILED`, each move one conditional update, so a payment settles once.
 * `amount` is the decimal string the caller gave, in the asset's units with `decimals`; `asset` is
 * `native` or the token's checksummed address; `tx_hash` is stored lower-case, and one transaction can
 * settle one payment only (the unique index), so a visitor cannot report one transfer for two payments.
 */
export const payPaymentsMigration: Migration = {
  id: 7,
  name: 'pay payments',
  sql: `
    create table pay_payments (
      id text primary key,
      recipient text not null,
      caip_network_id text not null,
      asset text not null,
      amount text not null,
      decimals integer not null,
      method text not null check (method in ('wallet', 'exchange')),
      exchange_id text,
      payer text,
      status text not null check (status in ('IN_PROGRESS', 'SETTLING', 'SUCCESS', 'FAILED')),
      tx_hash text,
      failure_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index pay_payments_tx_hash on pay_payments (caip_network_id, tx_hash) where tx_hash is not null;
  `,
};
