import type { Page } from 'playwright-core';
import { createPublicClient, formatEther, http } from 'viem';
import { formatBalance } from '../src/core/format';
import { browserTest } from './harness/browserTest';
import { accountButton, connectFromModal, modal } from './harness/kitPage';

// Issue 11 item 4 in the browser: the native balance shown in the host page's account button, the
// Account view's header and its Tokens tab is one figure, equal to the chain's, right after a send
// (no waiting out a cache) and after a network switch made with the Account view open; the Tokens tab
// then lists what the reference API holds for the new network.

/** A token-seeded demo account (sandbox/chain/sandboxSeed.ts) that no other browser test sends from. */
const ACCOUNT_INDEX = 3;

/** The three places the native balance shows, as text, read in the page. */
function readBalances(address: string) {
  const dialog = document.querySelector('[role="dialog"]');
  // The native row's quantity, e.g. "9,999.99 ETH" out of "Ether9,999.99 ETH$30,000.00".
  const native = [...(dialog?.querySelectorAll('ul[aria-label="Tokens"] > li') ?? [])]
    .map((row) => /[\d.,]+ ETH\b/.exec(row.textContent ?? '')?.[0])
    .find(Boolean);
  return {
    button: document.querySelector(`[title="Account ${address}"]`)?.textContent ?? '',
    header: dialog?.querySelector('[data-testid="portico-account-balance"]')?.textContent ?? '',
    tokens: native ?? '',
  };
}

/** Waits until all three places show `expected` (the chain's balance, formatted by SPEC §9). */
async function expectBalanceEverywhere(page: Page, address: string, expected: string): Promise<void> {
  const matches = ([addr, want]: [string, string]) => {
    const shown = (
      window as unknown as { __readBalances(a: string): ReturnType<typeof readBalances> }
    ).__readBalances(addr);
    return shown.button.includes(want) && shown.header === want && shown.tokens === want;
  };
  await page.evaluate(`window.__readBalances = ${readBalances.toString()}`);
  try {
    await page.waitForFunction(matches, [address, expected] as [string, string], { timeout: 10_000 });
  } catch {
    const shown = await page.evaluate(readBalances, address);
    throw new Error(`expected ${expected} everywhere, saw ${JSON.stringify(shown)}`);
  }
}

browserTest(
  'behavior: the balance in the button, the Account header and Tokens is the chain balance after a send and after a network switch',
  async (t) => {
    const { page, sandbox } = t;
    const { address } = sandbox.accounts[ACCOUNT_INDEX]!;
    const chainBalance = async (rpcUrl: string) =>
      formatBalance(
        formatEther(await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address })),
        'ETH',
      );
    await t.injectWallet({ accountIndices: [ACCOUNT_INDEX] });
    await t.openDemo({ mode: 'plain' });
    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, address).click();
    await modal(page, 'Account').getByRole('list', { name: 'Tokens' }).waitFor();
    await expectBalanceEverywhere(page, address, await chainBalance(sandbox.rpcUrl));

    // Send 1 ETH from the host page's own form; the kit follows the transaction to its receipt.
    await page.keyboard.press('Escape');
    await page.getByLabel('Amount (ETH)').fill('1');
    await page.getByRole('button', { name: 'Send test transfer' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Sent: 0x/ })
      .waitFor({ timeout: 20_000 });
    await accountButton(page, address).click();
    await modal(page, 'Account').getByRole('list', { name: 'Tokens' }).waitFor();
    await expectBalanceEverywhere(page, address, await chainBalance(sandbox.rpcUrl));

    // Switch to the second chain with the Account view open (back to it after the Networks view).
    const secondName = `Anvil ${sandbox.secondChain.chainId}`;
    await modal(page, 'Account')
      .getByRole('button', { name: /Anvil\b.*Network|Network.*Anvil\b/s })
      .click();
    await modal(page, 'Choose Network')
      .getByRole('button', { name: new RegExp(secondName) })
      .click();
    await modal(page, 'Account')
      .getByRole('button', { name: new RegExp(secondName) })
      .waitFor();
    await expectBalanceEverywhere(page, address, await chainBalance(sandbox.secondChain.rpcUrl));

    // The Tokens tab lists exactly what the reference API holds for this account on the new chain.
    const query = new URLSearchParams({ chainId: `eip155:${sandbox.secondChain.chainId}`, projectId: 'e2e' });
    const answer = (await (
      await fetch(`${sandbox.apiUrl}/v1/account/${address}/balance?${query}`)
    ).json()) as { balances: { name: string }[] };
    expect(answer.balances.length).toBeGreaterThan(0);
    const rows = modal(page, 'Account').getByRole('list', { name: 'Tokens' }).getByRole('listitem');
    await page.waitForFunction(
      (count) => document.querySelectorAll('[role="dialog"] ul[aria-label="Tokens"] > li').length === count,
      answer.balances.length,
    );
    const names = await rows.allTextContents();
    for (const { name } of answer.balances) expect(names.some((row) => row.includes(name))).toBe(true);
  },
  { timeoutMs: 90_000 },
);
