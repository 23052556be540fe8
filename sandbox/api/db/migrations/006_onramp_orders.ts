import type { Migration } from './Migration';

/**
 * On-ramp orders (issue 26): one row per buy URL the API generated, followed through the Sandbox Pay
 * page. `status` moves only forward, from `pending` (or `settling` while the chain transfer is under
 * way) to `completed`, `failed` or `abandoned`; every move is one conditional update, so an order can
 * never be paid twice. Amounts are decimal strings as the routes answer them.
 */
export const onrampOrdersMigration: Migration = {
  id: 6,
  name: 'onramp orders',
  sql: `
    create table onramp_orders (
      id text primary key,
      caip_network_id text not null,
      network text not null,
      address text not null,
      asset text not null,
      crypto_amount text not null,
      fiat_currency text not null,
      fiat_amount text not null,
      partner_user_id text not null,
      status text not null check (status in ('pending', 'settling', 'completed', 'failed', 'abandoned')),
      tx_hash text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
  `,
};
