import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { SandboxAccount } from '../sandbox/chain/startChain';
import { findRepoRoot } from '../sandbox/start/findRepoRoot';
import { type BrowserTestContext, browserTest } from './harness/browserTest';
import { accountButton, connectFromModal, modal, setThemeMode } from './harness/kitPage';
import { expectNoAxeViolations } from './harness/runAxe';
import type { SandboxInfo } from './harness/sandboxInfo';

// Issue 14 item 4 in the browser: a visitor connected with an extension wallet opens Account -> "Choose
// a name" in the demo, types a name, sees the suggestions and its availability, saves it (the test
// wallet personal_signs, the reference API verifies), sees RegisterAccountNameSuccess, and then the name
// in the Account header and in the host page's account button. Every anvil account index is taken by
// another browser test, and a name can be registered once, so the test signs with a fresh key.

/** A fresh account with 1 ETH (anvil_setBalance), so the Account view has a balance to show. */
async function freshAccount(sandbox: SandboxInfo): Promise<SandboxAccount> {
  const privateKey: Hex = generatePrivateKey();
  const { address } = privateKeyToAccount(privateKey);
  const response = await fetch(sandbox.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${parseEther('1').toString(16)}`],
    }),
  });
  const { error } = (await response.json()) as { error?: { message: string } };
  if (error) throw new Error(`anvil_setBalance: ${error.message}`);
  return { address, privateKey };
}

/** Saves a screenshot to e2e/artifacts/docs and, with UPDATE_DOC_SCREENSHOTS=1, to docs/screenshots. */
async function docScreenshot(t: BrowserTestContext, name: string): Promise<void> {
  const shot = await t.screenshot(`docs/${name}`);
  // The docs page shows what this test saw; refreshed on demand so a run leaves the tree unchanged.
  if (process.env.UPDATE_DOC_SCREENSHOTS !== '1') return;
  const docsShot = join(findRepoRoot(), 'docs/screenshots', name);
  await mkdir(dirname(docsShot), { recursive: true });
  await copyFile(shot, docsShot);
}

browserTest(
  'behavior: Account -> "Choose a name" -> type (suggestions, available) -> Save -> Success -> the name in the Account header and the account button; axe-clean in both themes',
  async (t) => {
    const { page, sandbox } = t;
    const account = await freshAccount(sandbox);
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
    await suggestions.getByRole('button', { name }).waitFor();
    expect(await form.getByTestId('names-status').textContent()).toBe(`${name} is available`);
    for (const theme of ['dark', 'light'] as const) {
      await setThemeMode(page, theme);
      await expectNoAxeViolations(page, `RegisterAccountName (${theme})`, '[role="dialog"]');
    }
    await docScreenshot(t, 'names.png');

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
