import type { Locator, Page } from 'playwright-core';
import { createPublicClient, formatUnits, http } from 'viem';
import { pollUntil } from '../../sandbox/lib/pollUntil';
import { formatBalance, truncateMiddle } from '../../src/core/format';
import type { BrowserTestContext } from './browserTest';
import { docScreenshot } from './docScreenshot';
import { accountButton, connectFromModal, modal } from './kitPage';

// The browser flow of issue 27's acceptance, one family at a time beside an EVM wallet: the demo with
// the Bitcoin, Polkadot and Cosmos chains (the sandbox's `families.demoConfig`, as `npm start` serves
// it), an injected EVM test wallet connected first, then the family's dev wallet from its row in the
// modal's wallet list, both accounts with the chains' balances in the Account view, a message signed
// and a transfer sent through the demo's kit (`kit.adapters`; the Send view's family forms are another
// helper's work in this round), the active namespace switched from the network list both ways, a
// reload, and the family disconnected while EVM stays. What differs per family is a `FamilyFlow`.

/** The EVM account of the injected test wallet: ETH only, nothing sends from it (solana.e2e's too). */
export const FAMILY_TEST_EVM_INDEX = 7;

/** The family's part of the flow: names the page shows, and the chain's and the library's answers. */
export interface FamilyFlow {
  namespace: 'bip122' | 'polkadot' | 'cosmos';
  /** The Networks view's tab (the namespace's name: Bitcoin, Polkadot, Cosmos). */
  tab: string;
  /** The dev wallet's row in the Connect view's list. */
  walletName: string;
  /** The sandbox network's name (bitcoinRegtest, polkadotLocal, cosmosSandbox). */
  networkName: string;
  /** The account the kit connects (Bitcoin: the payment address). */
  address: string;
  /** Native currency. */
  symbol: string;
  decimals: number;
  /** The chain's native balance of `address` in its smallest unit, read in Node with the family's library. */
  balanceOf(address: string): Promise<bigint>;
  /** Whether `signature` (as `kit.adapters.signMessage` returned it) signs `message` for `address`. */
  verify(message: string, signature: string): Promise<boolean>;
  /** The transfer: a recipient no other test uses, the amount, and the fee the chain took for `hash`. */
  transfer: { to: string; value: bigint; feeOf(hash: string): Promise<bigint> };
  /** Name of the Account view's screenshot in docs/screenshots/. */
  screenshot: string;
}

type KitWindow = {
  __kit: {
    store: {
      getState(): { connection: { status: Record<string, string> }; chains: { activeNamespace?: string } };
    };
    adapters: {
      signMessage(message: string): Promise<string>;
      sendTransaction(request: { to: string; value: bigint }): Promise<string>;
      waitForTransaction(hash: string): Promise<{ status: string }>;
    };
  };
};

/** The connection status per namespace, as the kit's store has it. */
export const statuses = (page: Page) =>
  page.evaluate(() => (window as unknown as KitWindow).__kit.store.getState().connection.status);

/** The Account view's network button of `name` ("… Network …"). */
const networkButton = (name: string) => {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}\\b.*Network|Network.*${escaped}\\b`, 's');
};

/** From the open Account view on `current`: Networks -> the namespace's tab -> the network `name`. */
export async function pickNetwork(page: Page, current: string, tab: string, name: RegExp): Promise<void> {
  await modal(page, 'Account')
    .getByRole('button', { name: networkButton(current) })
    .click();
  const networks = modal(page, 'Choose Network');
  await networks.getByRole('tab', { name: tab }).click();
  await networks.getByRole('button', { name }).click();
}

/**
 * Opens the demo with the family chains' config (the static server's `/config.json` stays the other
 * tests'); any console warning fails the test like an error does (`assertNoWarnings`).
 */
export async function openFamilyDemo(t: BrowserTestContext): Promise<{ assertNoWarnings(): void }> {
  const config = t.sandbox.families.demoConfig;
  await t.page.route('**/config.json', (route) => route.fulfill({ json: config }));
  const warnings: string[] = [];
  t.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await t.openDemo();
  return {
    assertNoWarnings() {
      if (warnings.length > 0) throw new Error(`the page warned:\n${warnings.join('\n')}`);
    },
  };
}

/** What the Account view shows for a native balance (nativeBalanceText: SPEC §9's figure and the symbol). */
const balanceText = (raw: bigint, decimals: number, symbol: string) =>
  `${formatBalance(formatUnits(raw, decimals), undefined, { grouping: true })} ${symbol}`;

/** Waits until the connected-accounts row of `network` shows `text` as its balance. */
async function expectRowBalance(rows: Locator, network: string, text: string): Promise<void> {
  const balance = rows
    .getByRole('listitem')
    .filter({ has: rows.page().getByTitle(network, { exact: true }) })
    .getByTestId('portico-connected-account-balance');
  await pollUntil(async () => ((await balance.textContent()) === text ? true : undefined), {
    timeoutMs: 10_000,
    intervalMs: 100,
  }).catch(async () => {
    throw new Error(`the ${network} row shows "${await balance.textContent()}", the chain "${text}"`);
  });
}

/** The EVM account's balance on the sandbox's first anvil, as the Account view words it. */
async function evmBalanceText(t: BrowserTestContext, address: string): Promise<string> {
  const client = createPublicClient({ transport: http(t.sandbox.rpcUrl) });
  return balanceText(await client.getBalance({ address: address as `0x${string}` }), 18, 'ETH');
}

/** EVM first, then the family's wallet from the modal: Account -> Networks -> the family's tab. */
async function connectBoth(t: BrowserTestContext, flow: FamilyFlow, evmAddress: string): Promise<void> {
  const { page } = t;
  await connectFromModal(page, 'Test Wallet');
  await accountButton(page, evmAddress).waitFor();
  await accountButton(page, evmAddress).click();
  await pickNetwork(page, 'Anvil', flow.tab, new RegExp(`^${flow.networkName}`));
  const wallets = modal(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' });
  const row = wallets.getByRole('button', { name: new RegExp(flow.walletName.replace(/[()]/g, '\\$&')) });
  await row.waitFor();
  // Only the namespace's wallets are offered: the EVM test wallet is connected already.
  expect(await wallets.getByRole('button', { name: /^Test Wallet/ }).count()).toBe(0);
  await row.click();
  await accountButton(page, flow.address).waitFor();
  expect(await statuses(page)).toMatchObject({ eip155: 'connected', [flow.namespace]: 'connected' });
}

/** The Account view lists both accounts with the chains' balances; its screenshot for the docs. */
async function checkAccounts(t: BrowserTestContext, flow: FamilyFlow, evmAddress: string): Promise<void> {
  const { page } = t;
  if ((await modal(page).count()) === 0) await accountButton(page, flow.address).click();
  const view = modal(page, 'Account');
  await view.getByRole('heading', { name: truncateMiddle(flow.address) }).waitFor();
  const rows = view.getByRole('list', { name: 'Connected accounts' });
  await rows.waitFor();
  expect(await rows.getByRole('listitem').count()).toBe(2);
  const familyText = balanceText(await flow.balanceOf(flow.address), flow.decimals, flow.symbol);
  await expectRowBalance(rows, flow.networkName, familyText);
  await expectRowBalance(rows, 'Anvil', await evmBalanceText(t, evmAddress));
  // The family's row is the active one.
  const active = rows.locator('[aria-current="true"]');
  expect(await active.getByTitle(flow.networkName, { exact: true }).count()).toBe(1);
  await docScreenshot(page, flow.screenshot, {
    volatile: [
      rows.getByTestId('portico-connected-account-balance'),
      view.getByTestId('portico-account-balance'),
    ],
  });
}

/** Signs through the kit (the family is the active namespace) and checks it with the family's library. */
async function signAndVerify(page: Page, flow: FamilyFlow): Promise<void> {
  const message = `Sign in to the Portico demo on ${flow.tab}`;
  const signature = await page.evaluate(
    (text) => (window as unknown as KitWindow).__kit.adapters.signMessage(text),
    message,
  );
  expect(await flow.verify(message, signature)).toBe(true);
  expect(await flow.verify(`${message}!`, signature)).toBe(false);
}

/** Sends through the kit; the chain moves both balances by the exact amount (and the fee). */
async function sendAndCheck(page: Page, flow: FamilyFlow): Promise<void> {
  const { to, value, feeOf } = flow.transfer;
  const before = [await flow.balanceOf(flow.address), await flow.balanceOf(to)] as const;
  const hash = await page.evaluate(
    async ({ to, value }) => {
      const { adapters } = (window as unknown as KitWindow).__kit;
      const sent = await adapters.sendTransaction({ to, value: BigInt(value) });
      const { status } = await adapters.waitForTransaction(sent);
      return { sent, status };
    },
    { to, value: value.toString() },
  );
  expect(hash.status).toBe('success');
  const fee = await feeOf(hash.sent);
  expect([await flow.balanceOf(flow.address), await flow.balanceOf(to)]).toEqual([
    before[0] - value - fee,
    before[1] + value,
  ]);
  // The kit reads the balance again once the transfer is in: the view shows the chain's new figure.
  const rows = modal(page, 'Account').getByRole('list', { name: 'Connected accounts' });
  await expectRowBalance(
    rows,
    flow.networkName,
    balanceText(before[0] - value - fee, flow.decimals, flow.symbol),
  );
}

/** Family -> EVM -> family from the Networks view; the Account view follows the active namespace. */
async function switchNamespaces(page: Page, flow: FamilyFlow, evmAddress: string): Promise<void> {
  await pickNetwork(page, flow.networkName, 'EVM', /^Anvil( Testnet)?$/);
  await modal(page, 'Account')
    .getByRole('heading', { name: truncateMiddle(evmAddress) })
    .waitFor();
  await accountButton(page, evmAddress).waitFor();
  await pickNetwork(page, 'Anvil', flow.tab, new RegExp(`^${flow.networkName}`));
  await modal(page, 'Account')
    .getByRole('heading', { name: truncateMiddle(flow.address) })
    .waitFor();
  await accountButton(page, flow.address).waitFor();
  expect(await statuses(page)).toMatchObject({ eip155: 'connected', [flow.namespace]: 'connected' });
}

/** A reload keeps both; Disconnect in the family's Account view leaves EVM connected, also after a reload. */
async function reloadAndDisconnect(page: Page, flow: FamilyFlow, evmAddress: string): Promise<void> {
  await page.keyboard.press('Escape');
  await modal(page).waitFor({ state: 'detached' });
  await page.reload();
  await accountButton(page, flow.address).waitFor();
  await page.waitForFunction((namespace) => {
    const { status } = (window as unknown as KitWindow).__kit.store.getState().connection;
    return status.eip155 === 'connected' && status[namespace] === 'connected';
  }, flow.namespace);
  await accountButton(page, flow.address).click();
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click();
  await accountButton(page, evmAddress).waitFor();
  expect(await statuses(page)).toMatchObject({ eip155: 'connected', [flow.namespace]: 'disconnected' });
  await page.reload();
  await accountButton(page, evmAddress).waitFor();
  expect(await accountButton(page, flow.address).count()).toBe(0);
}

/** The whole flow for one family (see the top of this file). */
export async function runFamilyFlow(t: BrowserTestContext, flow: FamilyFlow): Promise<void> {
  const evmAddress = t.sandbox.accounts[FAMILY_TEST_EVM_INDEX]!.address;
  await t.injectWallet({ accountIndices: [FAMILY_TEST_EVM_INDEX] });
  const page = await openFamilyDemo(t);
  await connectBoth(t, flow, evmAddress);
  await checkAccounts(t, flow, evmAddress);
  await signAndVerify(t.page, flow);
  await sendAndCheck(t.page, flow);
  await switchNamespaces(t.page, flow, evmAddress);
  await reloadAndDisconnect(t.page, flow, evmAddress);
  page.assertNoWarnings();
}
