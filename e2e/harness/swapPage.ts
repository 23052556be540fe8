import type { Locator, Page } from 'playwright-core';
import { type Address, createWalletClient, erc20Abi, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sandboxClients } from './fundedAccount';
import { accountButton, modal } from './kitPage';
import type { SandboxInfo } from './sandboxInfo';
import { waitForDialogToSettle } from './waitForDialogToSettle';

// The swaps plugin's views in the demo, driven as a visitor does (by role, accessible name and the
// views' data-testids): shared by the swap browser tests of every connector (extension, embedded
// wallet, WalletConnect).

/** The parts of the kit's swap state (`state.swaps`) the tests read. */
export interface SwapsState {
  fromAmount?: string;
  quote?: { fromAmount: string; toAmount: string; path: string[]; minimumReceived: string };
  allowance?: { allowance: string; spender: string };
  approvalStatus?: string;
  swapStatus?: string;
  lastApprovalHash?: string;
  lastHash?: string;
  error?: { name: string; data?: Record<string, unknown> };
}

/** The kit's swap state, read in the page. */
export function swapsState(page: Page): Promise<SwapsState> {
  return page.evaluate(() => {
    const kit = (window as unknown as { __kit: { store: { getState(): unknown } } }).__kit;
    return ((kit.store.getState() as { swaps?: unknown }).swaps ?? {}) as SwapsState;
  });
}

/** From the host page: account button -> Account -> Swap; waits until the form has its first token. */
export async function goToSwap(page: Page, address: string): Promise<Locator> {
  if ((await modal(page).count()) === 0) await accountButton(page, address).click();
  // The Account view settles first (an embedded wallet's account rows and their balances come in after
  // the header's): the tap lands on the Swap button where it stays, as a visitor's does.
  await waitForDialogToSettle(page);
  await modal(page, 'Account')
    .getByRole('group', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
    .click();
  const swap = modal(page, 'Swap');
  await swap.getByTestId('swap-from-token').and(swap.locator('[data-token]')).waitFor();
  return swap;
}

/** Opens one side's picker (SwapSelectToken), returning it once its list shows. */
export async function openSwapPicker(page: Page, side: 'from' | 'to'): Promise<Locator> {
  await modal(page, 'Swap').getByTestId(`swap-${side}-token`).click();
  const picker = modal(page, 'Select token');
  await picker.getByTestId('swap-token-list').waitFor();
  return picker;
}

/** The picker's row of the token whose symbol is `symbol` (ETH, USDC, PRT, WETH). */
export function swapTokenRow(picker: Locator, symbol: string): Locator {
  return picker.locator('.portico-token-picker__option').filter({
    has: picker.page().locator('.portico-list-item__description', { hasText: new RegExp(`^${symbol}$`) }),
  });
}

/** Picks the token `symbol` for one side the way a visitor does: the token button, then the token's row. */
export async function chooseSwapToken(page: Page, side: 'from' | 'to', symbol: string): Promise<void> {
  const picker = await openSwapPicker(page, side);
  await swapTokenRow(picker, symbol).click();
  const name = side === 'from' ? `Token to pay: ${symbol}` : `Token to receive: ${symbol}`;
  await modal(page, 'Swap').getByRole('button', { name, exact: true }).waitFor();
}

/** Steps of `swapThroughPreview` that involve the wallet, for connectors that ask their user. */
export interface SwapThroughPreviewOptions {
  /** Called after each click that asks the wallet (the approval, then the swap): approve it there. */
  confirmInWallet?(step: 'approve' | 'swap'): Promise<void>;
  /** Called once the form is filled and its button reads "Approve …" (screenshots, axe). */
  onFormFilled?(swap: Locator): Promise<void>;
  /** Called once the preview shows the approval step, before it is approved (screenshots, axe). */
  onApprovalShown?(preview: Locator): Promise<void>;
}

/** What `swapThroughPreview` saw: the quote shown before the swap, and the approval step (if any). */
export interface SwapThroughPreviewResult {
  quote: NonNullable<SwapsState['quote']>;
  /** The gas limit the API's build-transaction answer gave the swap (`tx.eip155.gas`), decimal. */
  builtGas: string | undefined;
  /** The approval step's spender (its full address) and sentence; none when ETH is paid. */
  approval?: { spender: string; text: string };
}

/** On the preview: reads the approval step, approves (in the wallet too) and waits until it is done. */
async function approveInPreview(
  page: Page,
  trade: { from: string; amount: string },
  options: SwapThroughPreviewOptions,
): Promise<{ spender: string; text: string }> {
  const preview = modal(page, 'Review swap');
  await preview.getByTestId('swap-approval').waitFor();
  const text = (await preview.getByTestId('swap-approval-text').textContent()) ?? '';
  const spender = (await preview.getByTestId('swap-approval-spender').getAttribute('title')) ?? '';
  await options.onApprovalShown?.(preview);
  await (await previewActionAt(page, 'approve')).click();
  await options.confirmInWallet?.('approve');
  await preview
    .getByTestId('swap-approval-status')
    .filter({ hasText: `Approved: the router may spend ${trade.amount} ${trade.from}` })
    .waitFor({ timeout: 25_000 });
  return { spender, text };
}

/**
 * On the Swap form: picks `from` and `to`, types `amount`, waits for the button's "Approve <from>"
 * (a token) or "Swap" (ETH, sent with the swap), opens the preview, approves there when a token is
 * paid (the exact amount), then swaps, and waits for the success toast and the return to Account.
 */
export async function swapThroughPreview(
  page: Page,
  trade: { from: string; to: string; amount: string },
  options: SwapThroughPreviewOptions = {},
): Promise<SwapThroughPreviewResult> {
  const swap = modal(page, 'Swap');
  await chooseSwapToken(page, 'from', trade.from);
  await chooseSwapToken(page, 'to', trade.to);
  await swap.getByRole('textbox', { name: 'Amount to pay' }).fill(trade.amount);
  const needsApproval = trade.from !== 'ETH';
  const next = await swapButtonAt(swap, needsApproval ? 'approve' : 'swap');
  await options.onFormFilled?.(swap);
  await next.click();
  await modal(page, 'Review swap').waitFor();
  const approval = needsApproval ? await approveInPreview(page, trade, options) : undefined;
  const button = await previewActionAt(page, 'swap');
  const { quote } = await swapsState(page);
  if (!quote) throw new Error('the preview offers Swap without a quote in the state');
  // The build-transaction answer, as the page received it: the gas limit the wallet must be given.
  const built = page.waitForResponse(
    (response) => response.url().includes('/v1/convert/build-transaction') && response.status() === 200,
    { timeout: 20_000 },
  );
  await button.click();
  const answer = (await (await built).json()) as { tx?: { eip155?: { gas?: string } } };
  await options.confirmInWallet?.('swap');
  await waitForSwapToast(page, trade.from, trade.to);
  await modal(page, 'Account').waitFor();
  return { quote, builtGas: answer.tx?.eip155?.gas, ...(approval ? { approval } : {}) };
}

/** Gives `to` some sandbox USDC (base units) from anvil account 1, as a faucet would. */
export async function giveUsdc(sandbox: SandboxInfo, to: Address, amount: bigint): Promise<void> {
  const { chain, publicClient } = sandboxClients(sandbox);
  const funder = createWalletClient({
    account: privateKeyToAccount(sandbox.accounts[1]!.privateKey),
    chain,
    transport: http(sandbox.rpcUrl),
  });
  const hash = await funder.writeContract({
    address: sandbox.contracts.usdc as Address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  });
  if ((await publicClient.waitForTransactionReceipt({ hash })).status !== 'success')
    throw new Error('funding the account with USDC failed');
}

/** The form's main button once it carries `step` (a SwapButtonStep kind); returns it. */
export async function swapButtonAt(swap: Locator, step: string, timeout = 15_000): Promise<Locator> {
  const button = swap.locator(`[data-testid="swap-button"][data-step="${step}"]`);
  await button.waitFor({ timeout });
  return button;
}

/** The preview's action button once it carries `step` ('approve' or 'swap') and is enabled. */
export async function previewActionAt(page: Page, step: string, timeout = 20_000): Promise<Locator> {
  const button = modal(page, 'Review swap').locator(
    `[data-testid="swap-confirm"][data-step="${step}"]:enabled`,
  );
  await button.waitFor({ timeout });
  return button;
}

/** Waits for the swap's success toast ("Swapped USDC for PRT"). */
export async function waitForSwapToast(page: Page, from: string, to: string): Promise<void> {
  await page
    .getByTestId('portico-toast')
    .filter({ hasText: `Swapped ${from} for ${to}` })
    .waitFor({ timeout: 25_000 });
}

/**
 * Waits until the Account view's Activity tab lists a swap ("Swapped") showing both legs: `paid`
 * (`-20 USDC`) and the received token's symbol after the arrow.
 */
export async function waitForSwapInActivity(
  page: Page,
  address: string,
  paid: string,
  receivedSymbol: string,
): Promise<Locator> {
  if ((await modal(page).count()) === 0) await accountButton(page, address).click();
  const accountView = modal(page, 'Account');
  await accountView.getByRole('tab', { name: 'Activity' }).click();
  const monthName = new Date().toLocaleString('en-US', { month: 'long' });
  // Indexed as mined; the view refreshes after the balance update that follows the receipt.
  const row = accountView
    .getByRole('tabpanel', { name: 'Activity' })
    .getByRole('list', { name: monthName })
    .getByRole('listitem')
    .filter({ hasText: 'Swapped' })
    .filter({ hasText: paid })
    .filter({ hasText: new RegExp(`→ \\+[0-9.,]+ ${receivedSymbol}(?![A-Za-z])`) })
    .first();
  await row.waitFor({ timeout: 25_000 });
  return row;
}

/** `owner`'s balance of a sandbox token (base units), read from anvil. */
export function tokenBalance(sandbox: SandboxInfo, token: 'usdc' | 'prt', owner: Address): Promise<bigint> {
  const { publicClient } = sandboxClients(sandbox);
  return publicClient.readContract({
    address: sandbox.contracts[token] as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

/** `owner`'s allowance of a sandbox token to `spender` (base units), read from anvil. */
export function tokenAllowance(
  sandbox: SandboxInfo,
  token: 'usdc' | 'prt',
  owner: Address,
  spender: Address,
): Promise<bigint> {
  const { publicClient } = sandboxClients(sandbox);
  return publicClient.readContract({
    address: sandbox.contracts[token] as Address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
}
