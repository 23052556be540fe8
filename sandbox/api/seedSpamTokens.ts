import type { ApiChainConfig } from './chain/createChainReader';
import type { Database } from './db/Database';

/**
 * Marks each chain's sandbox spam token (from its deploy result) in `spam_tokens`. Rows already there,
 * including any added by hand, stay: the table is the API's spam list, this only makes sure the
 * sandbox's own airdrop is on it.
 */
export async function seedSpamTokens(db: Database, chains: readonly ApiChainConfig[]): Promise<void> {
  await db.query(
    `insert into spam_tokens (chain_id, address)
     select * from unnest($1::text[], $2::text[]) on conflict do nothing`,
    [
      chains.map((chain) => chain.caipNetworkId),
      chains.map((chain) => chain.contracts.spamToken.toLowerCase()),
    ],
  );
}
