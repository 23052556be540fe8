import type { Page } from 'playwright-core';
import { type Hex, parseEther, parseUnits } from 'viem';
import { browserTest } from './harness/browserTest';
import {
  secureFrame,
  signInByEmail,
  uniqueEmail,
  waitForApproval,
  waitForEmbeddedAccount,
} from './harness/embeddedWalletPage';
import { sandboxClients, setEthBalance } from './harness/fundedAccount';
import { accountButton, modal } from './harness/kitPage';
import type { SandboxInfo } from './harness/sandboxInfo';
import {
  giveUsdc,
  goToSwap,
  swapsState,
  swapThroughPreview,
  tokenBalance,
  waitForSwapInActivity,
} from './harness/swapPage';

// Issue 25 in the browser, the embedded wallet's half: a visitor signed in by e-mail code swaps 20 USDC
// for PRT from Account -> Swap, and approves both the router's allowance and the swap in the secure
// frame's own card (over the kit's ApproveTransaction view). Unlike AppKit, the embedded wallet is one
// wallet among others here: the same views and flow as the extension's. The frame signs; anvil mines.

const START_ETH = parseEther('1');
const START_USDC = parseUnits('50', 6);

/** Signs in by e-mail, funds the new wallet (as a faucet would: ETH and USDC) and waits for the balance. */
async function signInFunded(page: Page, sandbox: SandboxInfo): Promise<Hex> {
  await signInByEmail(page, sandbox, uniqueEmail('swap'));
  const address = await waitForEmbeddedAccount(page);
  await setEthBalance(sandbox, address, START_ETH);
  await giveUsdc(sandbox, address, START_USDC);
  await accountButton(page, address).click();
  await modal(page, 'Account')
    .getByTestId('portico-account-balance')
    .filter({ hasText: /^1 ETH$/ })
    .waitFor({ timeout: 15_000 });
  return address;
}

browserTest(
  'behavior: the embedded wallet approves the allowance and the swap in the frame: 20 USDC for PRT through WETH, toast, Activity shows both legs',
  async (t) => {
    const { page, sandbox } = t;
    const { publicClient } = sandboxClients(sandbox);
    await t.openDemo({ mode: 'plain' });
    const address = await signInFunded(page, sandbox);
    const prtBefore = await tokenBalance(sandbox, 'prt', address);

    await goToSwap(page, address);
    const result = await swapThroughPreview(
      page,
      { from: 'USDC', to: 'PRT', amount: '20' },
      {
        // Each step is approved in the frame's card, shown over the kit's ApproveTransaction view.
        confirmInWallet: async () => {
          await waitForApproval(page);
          await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();
        },
      },
    );
    expect(result.approval?.spender).toBe(sandbox.contracts.uniswapRouter);
    await page.locator('iframe[title="Secure wallet"]').waitFor({ state: 'hidden' });

    const { lastHash } = await swapsState(page);
    const receipt = await publicClient.waitForTransactionReceipt({ hash: lastHash as Hex });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect(await tokenBalance(sandbox, 'usdc', address)).toBe(START_USDC - parseUnits('20', 6));
    const prtIn = (await tokenBalance(sandbox, 'prt', address)) - prtBefore;
    expect(prtIn).toBeGreaterThanOrEqual(BigInt(result.quote.minimumReceived));
    // Two transactions from the embedded wallet: the approval and the swap.
    expect(await publicClient.getTransactionCount({ address })).toBe(2);

    await waitForSwapInActivity(page, address, '-20 USDC', 'PRT');
  },
  { timeoutMs: 150_000 },
);
