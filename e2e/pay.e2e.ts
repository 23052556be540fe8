import { parseEther } from 'viem';
import { verifyPayment } from '../src/server/verifyPayment';
import { browserTest } from './harness/browserTest';
import { docScreenshot } from './harness/docScreenshot';
import { fundedAccount, sandboxClients } from './harness/fundedAccount';
import { accountButton, connectFromModal, modal } from './harness/kitPage';
import { checkout, type PayShop, payResult, startPayShop } from './harness/payPage';
import { expectNoAxeViolations } from './harness/runAxe';

// Issue 26, Deliver 4 in the browser: a shop page calls `pay()` of `portico/pay`; the visitor pays in the
// modal with the connected test wallet, or through the Sandbox Exchange (the local stand-in for a
// centralised exchange) in its popup. Each payment is then checked from the test's Node side the way a
// shop's server would, with verifyPayment against the chain.

const AMOUNT = '0.01';
/** The shop's address: fixed, so the Pay view's screenshot is the same every run (balances are compared before and after). */
const merchant = '0x5eB2ac6Ab9A7DC1E27B2CCd3B12A1D2Bf7fbf4c1';
let shop: PayShop | undefined;

beforeAll(async () => {
  shop = await startPayShop(merchant, AMOUNT);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

/** verifyPayment as a shop's server calls it, expecting this page's order. */
function verify(sandbox: Parameters<typeof sandboxClients>[0], id: string) {
  return verifyPayment(id, {
    apiUrl: sandbox.apiUrl,
    rpcUrls: { [`eip155:${sandbox.chainId}`]: sandbox.rpcUrl },
    expected: { recipient: merchant, amount: AMOUNT, asset: 'native' },
  });
}

browserTest(
  'behavior: Checkout -> Pay with wallet: the test wallet pays, the modal says so, pay() resolves and verifyPayment confirms it',
  async (t) => {
    const { page, sandbox } = t;
    const { publicClient } = sandboxClients(sandbox);
    const account = await fundedAccount(sandbox, { eth: parseEther('1') });
    const wallet = await t.injectWallet({ accounts: [account] });
    const before = await publicClient.getBalance({ address: merchant });
    await page.goto(shop!.url);
    await page.getByRole('heading', { name: 'Shop' }).waitFor();
    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).waitFor();
    await modal(page).waitFor({ state: 'detached' });

    const view = await checkout(page, AMOUNT);
    expect(await view.getByTestId('pay-amount').textContent()).toBe('0.01 ETH');
    await expectNoAxeViolations(page, 'Pay', '[role="dialog"]');
    await docScreenshot(page, 'pay.png');
    await view.getByRole('button', { name: 'Pay with wallet' }).click();
    await modal(page).getByTestId('pay-success').waitFor({ timeout: 20_000 });
    await docScreenshot(page, 'pay-success.png', {
      volatile: [page.getByTestId('pay-tx'), page.getByTestId('pay-payment-id')],
    });

    const result = await payResult(page);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(wallet.calls.filter((m) => m === 'eth_sendTransaction')).toHaveLength(1);
    expect((await publicClient.getBalance({ address: merchant })) - before).toBe(parseEther(AMOUNT));
    const verified = await verify(sandbox, result.result.paymentId);
    expect(verified).toMatchObject({ verified: true, txHash: result.result.txHash.toLowerCase() });
  },
);

browserTest(
  'behavior: Checkout -> Sandbox Exchange: its popup pays from the treasury, the modal follows it to "Payment complete" and verifyPayment confirms it',
  async (t) => {
    const { page, sandbox } = t;
    await page.goto(shop!.url);
    await page.getByRole('heading', { name: 'Shop' }).waitFor();
    const view = await checkout(page, AMOUNT);
    const opened = page.waitForEvent('popup');
    await view.getByRole('button', { name: 'Sandbox Exchange' }).click();
    const exchange = await opened;
    await exchange.getByRole('heading', { name: 'Sandbox Exchange' }).waitFor();
    expect(await exchange.getByText(/local stand-in for a centralised exchange/).count()).toBe(1);
    await modal(page).getByTestId('pay-waiting').waitFor();
    await docScreenshot(page, 'pay-exchange-waiting.png', { volatile: [page.getByTestId('pay-payment-id')] });

    await exchange.getByRole('button', { name: 'Pay', exact: true }).click();
    await modal(page).getByTestId('pay-success').waitFor({ timeout: 20_000 });
    const result = await payResult(page);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(new URL(exchange.url()).pathname).toBe(`/sandbox-exchange/pay/${result.result.paymentId}`);
    const verified = await verify(sandbox, result.result.paymentId);
    expect(verified).toMatchObject({ verified: true, txHash: result.result.txHash.toLowerCase() });
  },
);

browserTest(
  'behavior: Checkout -> Sandbox Exchange -> Fail: the modal says "Payment failed" with the reason, pay() resolves GENERIC_PAYMENT_ERROR and verifyPayment refuses it',
  async (t) => {
    const { page, sandbox } = t;
    await page.goto(shop!.url);
    await page.getByRole('heading', { name: 'Shop' }).waitFor();
    const view = await checkout(page, AMOUNT);
    const opened = page.waitForEvent('popup');
    await view.getByRole('button', { name: 'Sandbox Exchange' }).click();
    const exchange = await opened;
    await exchange.getByRole('button', { name: 'Fail', exact: true }).click();
    await modal(page).getByTestId('pay-failed').waitFor({ timeout: 20_000 });
    expect(await modal(page).getByTestId('pay-error').textContent()).toMatch(/^Payment pay_\S+ failed/);
    const result = await payResult(page);
    expect(result).toMatchObject({ success: false, error: { code: 'GENERIC_PAYMENT_ERROR' } });
    const id = await page.evaluate(
      () =>
        (window as unknown as { __payResult: { error: { data: { paymentId: string } } } }).__payResult.error
          .data.paymentId,
    );
    expect((await verify(sandbox, id)).verified).toBe(false);
    await modal(page).getByRole('button', { name: 'Try again' }).click();
    await modal(page).getByTestId('pay-view').waitFor();
  },
);
