import type { Page } from 'playwright-core';
import { browserTest } from './harness/browserTest';
import { signInByEmail, uniqueEmail, waitForEmbeddedAccount } from './harness/embeddedWalletPage';
import { connectButton, modal } from './harness/kitPage';
import { openDemo } from './harness/openDemo';

// Issue 12 item 3, "What was seen" 2: after a sign-out in another tab, the demo tab's frame still signed
// with the keys it held and the kit still showed connected. Now the other tab's frame sees the session
// key go (a storage event of the frame origin), drops its keys and tells its kit (SESSION_ENDED).

/** Keeps the tab's embedded EIP-1193 provider on window, so it can still be called after a disconnect. */
function keepProvider(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __kit: { services: { get(id: string): unknown } }; __kept?: unknown };
    w.__kept = w.__kit.services.get('provider:eip155');
    return w.__kept !== undefined;
  });
}

/** personal_sign through the kept provider; how it settled. */
function signWithKept(page: Page, message: string, address: string) {
  return page.evaluate(
    async ([text, account]) => {
      const provider = (
        window as unknown as {
          __kept: { request(a: { method: string; params: unknown[] }): Promise<unknown> };
        }
      ).__kept;
      try {
        return {
          ok: true,
          value: await provider.request({ method: 'personal_sign', params: [text, account] }),
        };
      } catch (error) {
        return { ok: false, message: String((error as Error).message) };
      }
    },
    [message, address] as const,
  );
}

browserTest(
  'security: sign-out in another tab shows this tab disconnected without any action, and it signs nothing',
  async (t) => {
    const { page, context, sandbox } = t;
    await t.openDemo({ mode: 'plain' });
    await signInByEmail(page, sandbox, uniqueEmail('two-tabs'));
    const address = await waitForEmbeddedAccount(page);
    expect(await keepProvider(page)).toBe(true);

    // A second tab of the demo: restored from the frame's session without a login.
    const other = await context.newPage();
    await openDemo(other, sandbox, { mode: 'plain' });
    expect(await waitForEmbeddedAccount(other)).toBe(address);
    await other.getByTitle(`Account ${address}`).click();
    await modal(other, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click();
    await connectButton(other).waitFor();

    // The first tab: nobody touches it, yet it shows the connect button and no account.
    await connectButton(page).waitFor();
    expect(await page.getByTitle(`Account ${address}`).count()).toBe(0);
    const status = await page.evaluate(
      () =>
        (
          window as unknown as {
            __kit: { store: { getState(): { connection: { status: Record<string, string> } } } };
          }
        ).__kit.store.getState().connection.status.eip155,
    );
    expect(status).toBe('disconnected');

    // And its frame signs nothing with the keys it held before.
    const signed = await signWithKept(page, 'signed after sign-out?', address);
    expect(signed.ok).toBe(false);
    await other.close();
  },
  { timeoutMs: 90_000 },
);
