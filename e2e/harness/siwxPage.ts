import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { SandboxAccount } from '../../sandbox/chain/startChain';

// The SIWX browser tests' view of the demo: a fresh signer, the "Sign-in state" panel, the kit's kept
// sessions (siwx.e2e.ts, siwxRequired.e2e.ts).

/** An account with a fresh random key: every anvil account index belongs to another browser test. */
export function freshAccount(): SandboxAccount {
  const privateKey = generatePrivateKey();
  return { address: privateKeyToAccount(privateKey).address, privateKey };
}

/** The value of row `name` in the demo's "Sign-in state" table. */
export function siwxValue(page: Page, name: string) {
  return page.getByRole('table', { name: 'Sign-in state' }).getByRole('row', { name }).locator('td');
}

/** The kit's kept sessions, read in the page (the token is a bearer token the panel only shortens). */
export function keptSessions(page: Page) {
  return page.evaluate(() => {
    const kit = (
      window as unknown as { __kit: { store: { getState(): { siwx?: { sessions: unknown[] } } } } }
    ).__kit;
    return (kit.store.getState().siwx?.sessions ?? []) as {
      token?: string;
      address: string;
      message: string;
    }[];
  });
}
