/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pay } from '../../src/pay/pay';
import { AppKitProvider } from '../../src/react';
import { connectionSlice } from '../../src/store/slices/connectionSlice';
import { connectStubAccount } from './connectStubAccount';
import { createPayTestKit, ethPayment, PAYER, type PayTestKit, TX_HASH } from './payTestKit';

// The Pay views through the real modal, as a host app has them: <AppKitProvider>, `pay()` opening the
// Pay view, the views chunk loaded by the modal (builtInPluginViews), titles from the plugin's strings.
// The pay API and the wallet are stubs (payTestKit.ts); the stub settles a payment as soon as it is paid,
// so the kit's first status read finds it settled and no test waits for the 3 s poll.

let t: PayTestKit;
afterEach(() => {
  jest.restoreAllMocks();
  t.restore();
});

const dialog = () => within(screen.getByRole('dialog'));
const title = () => dialog().getByRole('heading', { level: 2 }).textContent;

/** Renders the modal and starts `pay()` without a method: the visitor chooses in the Pay view. */
async function payInModal(options = ethPayment('0.01')) {
  render(<AppKitProvider kit={t.kit} />);
  let result!: ReturnType<typeof pay>;
  await act(async () => {
    result = pay(options, { kit: t.kit });
  });
  await screen.findByTestId('pay-view');
  // Wrapped: an async function returning the promise itself would wait for the payment to end.
  return { result };
}

describe('Pay views in the modal (stub pay API, stub wallet)', () => {
  test('default: pay() opens "Pay" with the amount, the truncated recipient, Pay with wallet and the exchanges', async () => {
    t = await createPayTestKit();
    await payInModal();
    expect(title()).toBe('Pay');
    expect(screen.getByTestId('pay-amount').textContent).toBe('0.01 ETH');
    expect(screen.getByTestId('pay-recipient').textContent).toBe('0x8b...4DBA72');
    expect(dialog().getByRole('button', { name: 'Pay with wallet' })).toBeTruthy();
    expect(await dialog().findByRole('button', { name: 'Sandbox Exchange' })).toBeTruthy();
  });

  test('behavior: Pay with wallet shows the waiting view, then "Payment complete" with the transaction; pay() resolves', async () => {
    t = await createPayTestKit();
    t.wallet.send = async () => {
      t.api.settle(t.api.only().id, 'SUCCESS', TX_HASH);
      return TX_HASH;
    };
    const { result } = await payInModal();
    await userEvent.click(dialog().getByRole('button', { name: 'Pay with wallet' }));
    expect(await screen.findByTestId('pay-success')).toBeTruthy();
    expect(dialog().getByText('Payment complete')).toBeTruthy();
    expect(screen.getByTestId('pay-tx').textContent).toBe('0xab...ababab');
    expect(screen.getByTestId('pay-payment-id').getAttribute('title')).toBe(t.api.only().id);
    await expect(result).resolves.toMatchObject({ success: true, result: { txHash: TX_HASH } });
    await userEvent.click(dialog().getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('behavior: a failed payment shows the reason and Try again goes back to Pay', async () => {
    t = await createPayTestKit();
    t.wallet.send = async () => {
      t.api.settle(t.api.only().id, 'FAILED', undefined, 'wrong-amount');
      return TX_HASH;
    };
    const { result } = await payInModal();
    await userEvent.click(dialog().getByRole('button', { name: 'Pay with wallet' }));
    expect(await screen.findByTestId('pay-failed')).toBeTruthy();
    expect(screen.getByTestId('pay-error').textContent).toMatch(/failed: wrong-amount$/);
    await expect(result).resolves.toMatchObject({ success: false, error: { code: 'GENERIC_PAYMENT_ERROR' } });
    await userEvent.click(dialog().getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('pay-view')).toBeTruthy();
    expect(dialog().getByRole('button', { name: 'Pay with wallet' })).toBeTruthy();
  });

  test('behavior: a blocked exchange popup leaves the link to open or copy while the payment is followed', async () => {
    t = await createPayTestKit();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await payInModal();
    await userEvent.click(await dialog().findByRole('button', { name: 'Sandbox Exchange' }));
    const blocked = await screen.findByTestId('pay-popup-blocked');
    const id = t.api.only().id;
    expect(open).toHaveBeenCalledWith(
      `https://api.test/sandbox-exchange/pay/${id}`,
      '_blank',
      expect.any(String),
    );
    expect(within(blocked).getByRole('link', { name: 'Open Sandbox Exchange' }).getAttribute('href')).toBe(
      `https://api.test/sandbox-exchange/pay/${id}`,
    );
    expect(within(blocked).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByTestId('pay-waiting-text').textContent).toBe(
      'Complete the payment on Sandbox Exchange',
    );
    // While it runs there is no Back into Pay (a second payment would be refused: one at a time).
    expect(dialog().queryByRole('button', { name: 'Back' })).toBeNull();
  });

  test('behavior: without a connected wallet the Pay view offers Connect instead of Pay with wallet', async () => {
    t = await createPayTestKit();
    t.kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    await payInModal();
    expect(dialog().getByRole('button', { name: 'Connect a wallet to pay' })).toBeTruthy();
    expect(dialog().queryByRole('button', { name: 'Pay with wallet' })).toBeNull();
  });

  test('behavior: Connect from Pay comes back to Pay once connected, and the payment goes on', async () => {
    t = await createPayTestKit();
    t.kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    const { result } = await payInModal();
    await userEvent.click(dialog().getByRole('button', { name: 'Connect a wallet to pay' }));
    expect(await dialog().findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();
    // The wallet connects (as an adapter leaves the kit) and the kit closes its connect flow.
    act(() => connectStubAccount(t.kit, PAYER));
    act(() => t.kit.close());
    expect(await screen.findByTestId('pay-view')).toBeTruthy();
    expect(dialog().getByRole('button', { name: 'Pay with wallet' })).toBeTruthy();
    act(() => t.kit.close());
    await expect(result).resolves.toMatchObject({ success: false, error: { name: 'PayFailedError' } });
  });

  test('behavior: closing the modal before paying resolves pay() with a failure and records nothing', async () => {
    t = await createPayTestKit();
    const { result } = await payInModal();
    act(() => t.kit.close());
    await expect(result).resolves.toMatchObject({ success: false, error: { name: 'PayFailedError' } });
    expect(t.api.payments.size).toBe(0);
  });
});
