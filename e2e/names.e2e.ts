import { browserTest } from './harness/browserTest';
import { docScreenshot } from './harness/docScreenshot';
import { fundedAccount } from './harness/fundedAccount';
import { accountButton, connectFromModal, modal, setThemeMode } from './harness/kitPage';
import { expectNoAxeViolations } from './harness/runAxe';

// Issue 14 item 4 in the browser: a visitor connected with an extension wallet opens Account -> "Choose
// a name" in the demo, types a name, sees the suggestions and its availability, saves it (the test
// wallet personal_signs, the reference API verifies), sees RegisterAccountNameSuccess, and then the name
// in the Account header and in the host page's account button. Every anvil account index is taken by
// another browser test, and a name can be registered once, so the test signs with a fresh key.

browserTest(
  'behavior: Account -> "Choose a name" -> type (suggestions, available) -> Save -> Success -> the name in the Account header and the account button; axe-clean in both themes',
  async (t) => {
    const { page, sandbox } = t;
    // 1 ETH (the default), so the Account view has a balance to show.
    const account = await fundedAccount(sandbox);
    // Unique per run (the sandbox keeps names): letters and digits of the fresh address.
    const label = `e2e${account.address.slice(2, 10).toLowerCase()}`;
    const name = `${label}.portico`;
    const wallet = await t.injectWallet({ accounts: [account] });
    await t.openDemo({ mode: 'plain' });
    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).waitFor();
    if ((await modal(page).count()) === 0) await accountButton(page, account.address).click();

    await modal(page, 'Account').getByRole('button', { name: 'Choose a name' }).click();
    const form = modal(page, 'Choose a name');
    await form.getByRole('textbox', { name: 'Name' }).pressSequentially(label);
    const suggestions = form.getByRole('list', { name: 'Suggestions' });
    await suggestions.waitFor();
    expect(await form.getByTestId('names-status').textContent()).toBe(`${name} is available`);
    // The status line answers for the typed name; the list offers others (issue 22).
    expect(await suggestions.getByRole('button', { name, exact: true }).count()).toBe(0);
    for (const theme of ['dark', 'light'] as const) {
      await setThemeMode(page, theme);
      await expectNoAxeViolations(page, `RegisterAccountName (${theme})`, '[role="dialog"]');
    }
    // The name comes from a fresh key: its text is this run's own.
    await docScreenshot(page, 'names.png', {
      volatile: [form.getByRole('textbox', { name: 'Name' }), form.getByTestId('names-status'), suggestions],
    });

    await form.getByRole('button', { name: 'Save name' }).click();
    const success = modal(page, 'Name saved');
    await success.getByText(`${name} is now the name of your account.`).waitFor({ timeout: 20_000 });
    expect(wallet.calls).toContain('personal_sign');
    await expectNoAxeViolations(page, 'RegisterAccountNameSuccess', '[role="dialog"]');
    await success.getByRole('button', { name: 'Done' }).click();
    await modal(page).waitFor({ state: 'detached' });

    // The host page's account button and the Account header show the name at once.
    await accountButton(page, account.address).filter({ hasText: name }).waitFor();
    await accountButton(page, account.address).click();
    const header = modal(page, 'Account').getByRole('heading', { name });
    await header.waitFor();
    expect(await modal(page, 'Account').getByRole('button', { name: 'Choose a name' }).count()).toBe(0);
  },
  { timeoutMs: 90_000 },
);
