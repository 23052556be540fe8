import { verifySiwxSession } from '../src/server';
import { browserTest } from './harness/browserTest';
import { docScreenshot } from './harness/docScreenshot';
import { accountButton, connectButton, connectFromModal, modal, setThemeMode } from './harness/kitPage';
import { expectNoAxeViolations } from './harness/runAxe';
import { freshAccount, keptSessions, siwxValue } from './harness/siwxPage';

// Issue 14 in the browser: the demo with `?siwx=required` signs in against the reference API's
// sessions. Connect -> SIWXSignMessage -> Sign -> signed in (the demo's "Sign in (SIWX)" panel shows
// the session, and portico/server trusts its token); a reload keeps the sign-in without a new prompt;
// Cancel on a fresh connect disconnects. Signing costs nothing, so each test's wallet holds a fresh
// random key (every anvil account index belongs to another browser test).

browserTest(
  'default: ?siwx=required — connect, SIWXSignMessage, Sign -> signed in (session in the panel, trusted by portico/server); reload -> still signed in, no prompt; axe-clean in both themes',
  async (t) => {
    const { page, sandbox } = t;
    const account = freshAccount();
    const wallet = await t.injectWallet({ accounts: [account] });
    await t.openDemo({ mode: 'plain', path: '?siwx=required' });
    await connectFromModal(page, 'Test Wallet');

    const view = modal(page, 'Sign In');
    await view.getByText('Portico demo needs to connect to your wallet').waitFor();
    await view
      .getByText('Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.')
      .waitFor();
    expect(wallet.calls).not.toContain('personal_sign');
    // The app's icon and the wallet's, side by side (issue 22).
    await view.getByRole('img', { name: 'Test Wallet' }).waitFor();
    // Show message: the exact text Sign will have the wallet sign, prepared when the view opened.
    await view.getByRole('button', { name: 'Show message' }).click();
    const message = view.getByLabel('Message to sign');
    await message.filter({ hasText: 'Nonce: ' }).waitFor();
    const shown = await message.textContent();
    expect(shown).toContain(`wants you to sign in with your Ethereum account:\n${account.address}`);
    for (const theme of ['dark', 'light'] as const) {
      await setThemeMode(page, theme);
      await expectNoAxeViolations(page, `SIWXSignMessage (${theme})`, '[role="dialog"]');
    }
    // The message holds this run's address, nonce and times: its box is left out of the comparison.
    await docScreenshot(page, 'siwx-sign-message.png', { volatile: [message] });

    await view.getByRole('button', { name: 'Sign', exact: true }).click();
    await modal(page).waitFor({ state: 'detached' });
    await siwxValue(page, 'status').filter({ hasText: 'signedIn' }).waitFor();
    expect(await siwxValue(page, 'address').textContent()).toBe(account.address);
    expect(await siwxValue(page, 'network').textContent()).toBe(sandbox.caipNetworkId);
    expect(wallet.calls.filter((method) => method === 'personal_sign')).toHaveLength(1);
    await accountButton(page, account.address).waitFor();

    // The reference API opened a real session: a host's backend trusts its token for the demo's domain.
    const [session] = await keptSessions(page);
    expect(session?.token).toMatch(/^ps_/);
    expect(session?.message).toBe(shown);
    await expect(
      verifySiwxSession({
        authorizationHeader: `Bearer ${session?.token}`,
        apiUrl: sandbox.apiUrl,
        expectedDomain: new URL(sandbox.demoUrl).host,
      }),
    ).resolves.toMatchObject({ address: account.address, caipNetworkId: sandbox.caipNetworkId });

    // Reload: the wallet reconnects, the kept session is checked with the API and holds.
    const checked = page.waitForResponse((response) => response.url().includes('/v1/sessions/ps_'));
    await page.reload();
    await page.waitForFunction(() => (window as { __kit?: unknown }).__kit !== undefined);
    expect((await checked).status()).toBe(200);
    await siwxValue(page, 'status').filter({ hasText: 'signedIn' }).waitFor();
    await accountButton(page, account.address).waitFor();
    expect(await modal(page).count()).toBe(0);
    expect(wallet.calls.filter((method) => method === 'personal_sign')).toHaveLength(1);
  },
  { timeoutMs: 90_000 },
);

browserTest(
  'behavior: ?siwx=required — Cancel in SIWXSignMessage on a fresh connect disconnects, nothing signed',
  async (t) => {
    const { page } = t;
    const account = freshAccount();
    const wallet = await t.injectWallet({ accounts: [account] });
    await t.openDemo({ mode: 'plain', path: '?siwx=required' });
    await connectFromModal(page, 'Test Wallet');
    const view = modal(page, 'Sign In');
    await view.getByRole('button', { name: 'Cancel', exact: true }).click();
    await connectButton(page).waitFor();
    expect(await accountButton(page, account.address).count()).toBe(0);
    expect(await siwxValue(page, 'sessions').textContent()).toBe('0');
    expect(wallet.calls).not.toContain('personal_sign');
  },
);
