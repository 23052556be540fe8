import type { Page } from 'playwright-core';
import { createPublicClient, formatEther, http } from 'viem';
import { BALANCE_POLL_MS } from '../src/adapters/runtime/watchNativeBalance';
import { formatBalance } from '../src/core/format';
import { browserTest } from './harness/browserTest';
import { freshAddress, fundedAccount, sandboxClients } from './harness/fundedAccount';
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
        // The kit groups the figure in its locale (the demo's: en).
        { grouping: true },
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

browserTest(
  'behavior: after a transaction the app sends through the provider itself, the button and the Account header show the chain balance within one poll',
  async (t) => {
    const { page, sandbox } = t;
    const account = await fundedAccount(sandbox, { eth: 5n * 10n ** 18n });
    await t.injectWallet({ accounts: [account] });
    await t.openDemo({ mode: 'plain' });
    await connectFromModal(page, 'Test Wallet');
    const button = accountButton(page, account.address);
    await button.filter({ hasText: '5 ETH' }).waitFor();

    // What a wagmi or viem app does: eth_sendTransaction on the provider the kit hands out, the kit
    // never asked to send.
    const hash = await page.evaluate(
      ([from, to]) =>
        (
          window as unknown as {
            __kit: { services: { get(id: string): { request(a: unknown): Promise<string> } } };
          }
        ).__kit.services
          .get('provider:eip155')
          .request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0xde0b6b3a7640000' }] }),
      [account.address, freshAddress()] as const,
    );
    const { publicClient } = sandboxClients(sandbox);
    await publicClient.waitForTransactionReceipt({ hash: hash as `0x${string}` });
    const expected = formatBalance(
      formatEther(await publicClient.getBalance({ address: account.address })),
      'ETH',
      { grouping: true },
    );
    expect(expected).not.toBe('5 ETH');
    // One poll, plus the read itself.
    await button.filter({ hasText: expected }).waitFor({ timeout: BALANCE_POLL_MS + 3_000 });
    await button.click();
    const header = modal(page, 'Account').getByTestId('portico-account-balance');
    await header.filter({ hasText: expected }).waitFor({ timeout: 1_000 });
  },
  { timeoutMs: 60_000 },
);

browserTest(
  'behavior: a network whose balance read fails shows "Balance unavailable", never the previous network figure',
  async (t) => {
    const { page, sandbox } = t;
    const account = await fundedAccount(sandbox, { eth: 7n * 10n ** 18n });
    await t.injectWallet({ accounts: [account] });
    // The second chain's node refuses balance reads from the page (the wallet still switches to it).
    const secondRpc = new URL(sandbox.secondChain.rpcUrl);
    await page.route(
      (url) => url.host === secondRpc.host,
      async (route) => {
        if ((route.request().postData() ?? '').includes('eth_getBalance'))
          await route.fulfill({ status: 503, body: 'unavailable' });
        else await route.fallback();
      },
    );
    await t.openDemo({ mode: 'plain' });
    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).click();
    const header = modal(page, 'Account').getByTestId('portico-account-balance');
    await header.filter({ hasText: '7 ETH' }).waitFor();

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
    await header.filter({ hasText: 'Balance unavailable' }).waitFor({ timeout: 15_000 });
    expect(await accountButton(page, account.address).textContent()).not.toContain('7 ETH');
    expect(await modal(page, 'Account').textContent()).not.toContain('7 ETH');
  },
  { timeoutMs: 60_000, allowErrors: [/503|Failed to load resource/] },
);
