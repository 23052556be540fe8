import type { Page } from 'playwright-core';
import { verifySiwxSession } from '../src/server';
import { browserTest } from './harness/browserTest';
import { accountButton, connectButton, connectFromModal, modal, openWithKit } from './harness/kitPage';
import { freshAccount, keptSessions, siwxValue } from './harness/siwxPage';

// Issue 22 in the browser, the demo with `?siwx=required` against the reference API: the Sign In view
// cannot be closed (Escape, close button, backdrop) without disconnecting, and `open()` while it waits
// does not lead around it; Disconnect signs out (the API revokes the token), so reconnecting the same
// address asks to sign again. Each test's wallet holds a fresh random key (signing costs nothing).

/** Connects and waits for the required Sign In view. */
async function connectToSignIn(page: Page) {
  await connectFromModal(page, 'Test Wallet');
  const view = modal(page, 'Sign In');
  await view.getByText('Canceling will disconnect you.', { exact: false }).waitFor();
  return view;
}

/** Disconnected: the host page's connect button is back and no account is shown. */
async function expectDisconnected(page: Page, address: string) {
  await connectButton(page).waitFor();
  expect(await accountButton(page, address).count()).toBe(0);
  expect(await modal(page).count()).toBe(0);
}

browserTest(
  'behavior: ?siwx=required — the Sign In view cannot be closed without disconnecting (Escape, close button, backdrop), and open({ view: "Account" }) keeps it',
  async (t) => {
    const { page } = t;
    const account = freshAccount();
    const wallet = await t.injectWallet({ accounts: [account] });
    await t.openDemo({ mode: 'plain', path: '?siwx=required' });

    let view = await connectToSignIn(page);
    // The host's open() on Account while the sign-in waits shows the sign-in, not the account.
    await openWithKit(page, 'Account');
    await view.waitFor();
    expect(await modal(page, 'Account').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expectDisconnected(page, account.address);

    view = await connectToSignIn(page);
    await page.getByTestId('portico-modal-close').click();
    await expectDisconnected(page, account.address);

    await connectToSignIn(page);
    await page.mouse.click(4, 4); // the backdrop, outside the card
    await expectDisconnected(page, account.address);

    // Still nothing: Account is not reachable afterwards, and the wallet was never asked to sign.
    await openWithKit(page, 'Account').catch(() => undefined);
    expect(await accountButton(page, account.address).count()).toBe(0);
    expect(wallet.calls).not.toContain('personal_sign');
  },
  { timeoutMs: 90_000 },
);

browserTest(
  'behavior: ?siwx=required — Disconnect signs out (session forgotten, token revoked at the API); reconnecting the same address asks to sign again',
  async (t) => {
    const { page, sandbox } = t;
    const account = freshAccount();
    const wallet = await t.injectWallet({ accounts: [account] });
    await t.openDemo({ mode: 'plain', path: '?siwx=required' });

    const view = await connectToSignIn(page);
    await view.getByRole('button', { name: 'Sign', exact: true }).click();
    await siwxValue(page, 'status').filter({ hasText: 'signedIn' }).waitFor();
    const [session] = await keptSessions(page);
    expect(session?.token).toMatch(/^ps_/);

    const revoked = page.waitForResponse((response) =>
      /\/v1\/sessions\/ps_[^/]+\/revoke$/.test(response.url()),
    );
    await accountButton(page, account.address).click();
    await modal(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click();
    await connectButton(page).waitFor();
    expect((await revoked).status()).toBeLessThan(300);
    expect(await keptSessions(page)).toHaveLength(0);
    await expect(
      verifySiwxSession({
        authorizationHeader: `Bearer ${session?.token}`,
        apiUrl: sandbox.apiUrl,
        expectedDomain: new URL(sandbox.demoUrl).host,
      }),
    ).rejects.toMatchObject({ data: { reason: 'revoked' } });

    // The same address again: asked to sign, not signed in silently.
    await connectToSignIn(page);
    expect(await siwxValue(page, 'status').textContent()).toBe('required');
    expect(wallet.calls.filter((method) => method === 'personal_sign')).toHaveLength(1);
  },
  { timeoutMs: 90_000 },
);
