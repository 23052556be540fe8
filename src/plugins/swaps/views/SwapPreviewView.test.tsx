/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createSwapViewsKit,
  ROUTER,
  type SwapViewsKit,
  USDC_ID,
} from '../../../../test/plugins/swapViewsKit';
import { axeViolations, renderWithKit } from '../../../../test/ui/renderWithKit';
import { truncateMiddle } from '../../../core/format';
import type { AppKit } from '../../../kit/createAppKit';
import { modalSlice } from '../../../store/slices/modalSlice';
import { typeSwapAmount } from '../swapAmountInput';
import { loadSwapTokens } from '../swapFlow';
import {
  swapAllowanceRead,
  swapApprovalStatusSet,
  swapFailed,
  swapFromTokenSelected,
  swapStatusSet,
  swapToTokenSelected,
} from '../swapsSlice';
import { SwapPreviewView } from './SwapPreviewView';

// The swap preview as a visitor meets it after the form: a real kit with the swaps plugin, the form
// filled and quoted through its listeners. The convert API and the wallet are stubs
// (testing/swapViewsKit.ts); where the flow stands (the wallet asked, the chain awaited) is set in the
// slice, as approveSwap and executeSwap set it: they need a chain, which the integration tests run.

let t: SwapViewsKit;
const swaps = () => t.state().swaps!;

afterEach(() => t.restore());

/** Fills the form (`from` -> `to`, `amount`), waits for its quote, opens the preview and renders it. */
async function renderPreview(from: string, to: string, amount: string) {
  t = await createSwapViewsKit();
  t.kit.store.dispatch(modalSlice.actions.opened({ view: 'Swap' }));
  await t.kit.store.dispatch(loadSwapTokens());
  const token = (symbol: string) => swaps().tokens.find((x) => x.symbol === symbol)!;
  t.kit.store.dispatch(swapFromTokenSelected(token(from)));
  t.kit.store.dispatch(swapToTokenSelected(token(to)));
  t.kit.store.dispatch(typeSwapAmount(amount));
  await waitFor(() => expect(swaps().quote).toBeDefined());
  if (from !== 'ETH') await waitFor(() => expect(swaps().allowance).toBeDefined());
  t.kit.store.dispatch(modalSlice.actions.pushed({ view: 'SwapPreview' }));
  return renderWithKit(<SwapPreviewView />, t.kit as unknown as AppKit);
}

const confirm = () => screen.getByTestId('swap-confirm') as HTMLButtonElement;
const editButton = () => screen.queryByRole('button', { name: 'Edit' });
const set = (action: Parameters<SwapViewsKit['kit']['store']['dispatch']>[0]) =>
  act(() => {
    t.kit.store.dispatch(action);
  });

describe('SwapPreview view (stub convert API, stub wallet)', () => {
  test('default: what you pay and receive, the minimum and fee, then the approval naming the router and the exact amount; axe-clean', async () => {
    const { container } = await renderPreview('USDC', 'ETH', '250');
    expect(screen.getByTestId('swap-preview-from').textContent).toBe('250 USDC');
    expect(screen.getByTestId('swap-preview-to').textContent).toBe('0.1 ETH');
    expect(screen.getByTestId('swap-minimum-received').textContent).toBe('0.099 ETH');
    expect(screen.getByTestId('swap-network-fee').textContent).toMatch(/^\$|^<\$/);
    expect(screen.getByTestId('swap-approval-text').textContent).toBe(
      `Allow the swap router ${truncateMiddle(ROUTER)} to spend 250 USDC`,
    );
    expect(screen.getByTestId('swap-approval-spender').getAttribute('title')).toBe(ROUTER);
    expect(screen.getByTestId('swap-step').textContent).toBe(
      'Step 2 of 2: swapThen swap 250 USDC for at least 0.099 ETH',
    );
    expect(confirm().textContent).toBe('Approve 250 USDC');
    expect(confirm().disabled).toBe(false);
    expect(editButton()).not.toBeNull();
    expect(container.textContent).not.toMatch(/undefined|NaN|\{\w+\}/);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: while the wallet is asked for the approval and while it is mined there is no way back; once approved the swap comes next', async () => {
    await renderPreview('USDC', 'ETH', '250');
    set(swapApprovalStatusSet({ status: 'awaitingWallet' }));
    expect(editButton()).toBeNull();
    expect(confirm().disabled).toBe(true);
    expect(confirm().textContent).toBe('Approve spending 250 USDC in your wallet');
    expect(screen.getByTestId('swap-approval-status').textContent).toBe(
      'Approve spending 250 USDC in your wallet',
    );
    set(swapApprovalStatusSet({ status: 'pending', hash: `0x${'cd'.repeat(32)}` }));
    expect(editButton()).toBeNull();
    expect(confirm().textContent).toBe('Waiting for the approval to be confirmed…');
    set(swapApprovalStatusSet({ status: 'done' }));
    set(swapAllowanceRead({ tokenId: USDC_ID, allowance: '250000000', spender: ROUTER }));
    // The approval stays on screen, done; the swap is the next step.
    expect(screen.getByTestId('swap-approval-status').textContent).toBe(
      'Approved: the router may spend 250 USDC',
    );
    expect(confirm().textContent).toBe('Swap');
    expect(confirm().disabled).toBe(false);
    expect(editButton()).not.toBeNull();
    set(swapStatusSet({ status: 'awaitingWallet' }));
    expect(editButton()).toBeNull();
    expect(confirm().textContent).toBe('Confirm transaction in your wallet');
    expect(screen.getByTestId('swap-preview-status').textContent).toBe('Confirm transaction in your wallet');
  });

  test('behavior: a native token needs no approval: the preview goes straight to Swap', async () => {
    await renderPreview('ETH', 'USDC', '0.1');
    expect(screen.queryByTestId('swap-approval')).toBeNull();
    expect(screen.getByTestId('swap-preview-to').textContent).toBe('250 USDC');
    expect(confirm().textContent).toBe('Swap');
  });

  test('error: Approve whose transaction cannot be built shows SPEC’s text, asks no wallet, and leaves the form filled', async () => {
    await renderPreview('USDC', 'ETH', '250');
    t.api.routes['/v1/convert/build-approve'] = () => ({ status: 500, body: { error: 'stub failure' } });
    await userEvent.click(confirm());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create approval transaction');
    expect(t.wallet.sent).toEqual([]);
    expect(swaps().fromAmount).toBe('250');
    expect(editButton()).not.toBeNull();
  });

  test('error: a refusal in the wallet and a moved price read their texts from the error data, never undefined', async () => {
    const { container } = await renderPreview('USDC', 'ETH', '250');
    set(swapFailed({ name: 'UserRejectedRequestError', message: 'User rejected the request.', code: 4001 }));
    expect(screen.getByRole('alert').textContent).toBe('Declined in your wallet. Nothing was sent.');
    set(
      swapFailed({
        name: 'SwapQuoteMovedError',
        message: 'x',
        data: { symbol: 'ETH', minimumReceived: '0.099', nowReceived: '0.09' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The price moved: you would now receive 0.09 ETH, below the 0.099 ETH minimum you saw. Nothing was sent; review the new price.',
    );
    expect(container.textContent).not.toMatch(/undefined|NaN|\{\w+\}/);
  });

  test('error: opened with no quote, it says what to do, with no undefined or NaN', async () => {
    t = await createSwapViewsKit();
    const { container } = renderWithKit(<SwapPreviewView />, t.kit as unknown as AppKit);
    expect(container.textContent).toBe('Enter an amount on the Swap view first.');
  });
});
