import { sandboxAccounts } from '../chain/sandboxAccounts';
import type { Database } from './db/Database';

// Anvil account 9 is the browser tests' receiver, never a connected demo account, so a name on it does
// not change what the demo's own accounts show (their identity stays empty until names are registered).
/** The names every sandbox API starts with: `alice.portico` for anvil account 9. */
export const sandboxNames = [{ name: 'alice.portico', accountIndex: 9 }] as const;

/** A small round avatar (data URL: the sandbox serves no files for it). */
export const sandboxNameAvatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#7c5cff"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">A</text></svg>',
)}`;

/** Inserts the sandbox names (kept when already there, so a persistent database can restart). */
export async function seedNames(db: Database): Promise<void> {
  const accounts = sandboxAccounts(10);
  await db.transaction(
    sandboxNames.map(({ name, accountIndex }) => ({
      sql: 'insert into names (name, address, avatar) values ($1, $2, $3) on conflict (name) do nothing',
      params: [name, accounts[accountIndex]!.address.toLowerCase(), sandboxNameAvatar],
    })),
  );
}
