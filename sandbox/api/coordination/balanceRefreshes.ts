import type { Database } from '../db/Database';

/** How many times each address's balances were force-refreshed, as every instance sees it. */
export interface BalanceRefreshes {
  /** The address's refresh count now (0 before the first). */
  generation(address: string): Promise<number>;
  /** Counts one forced refresh of the address and returns the new count. */
  refresh(address: string): Promise<number>;
}

/**
 * Shared through the database, so instances need not tell each other anything: the balance route keys
 * its per-instance cache by `<address>|<chains>|<generation>`, read before the chain is, so a refresh on
 * any instance makes every entry cached before it unreachable on all of them, with no window (a
 * notification would leave one: the next request can beat it). It costs one primary-key read a request.
 */
export function balanceRefreshes(db: Database): BalanceRefreshes {
  return {
    async generation(address) {
      const { rows } = await db.query<{ generation: string }>(
        'select generation::text as generation from api_balance_refreshes where address = $1',
        [address],
      );
      return Number(rows[0]?.generation ?? 0);
    },
    async refresh(address) {
      const { rows } = await db.query<{ generation: string }>(
        `insert into api_balance_refreshes (address, generation) values ($1, 1)
         on conflict (address) do update set generation = api_balance_refreshes.generation + 1
         returning generation::text as generation`,
        [address],
      );
      return Number(rows[0]?.generation ?? 0);
    },
  };
}
