/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createSwapViewsKit,
  quoteRoute,
  type SwapViewsKit,
  USDC_ID,
} from '../../../../test/plugins/swapViewsKit';
import { axeViolations, renderWithKit } from '../../../../test/ui/renderWithKit';
import { metis } from '../../../core/networks/chains/evm';
import type { AppKit } from '../../../kit/createAppKit';
import { modalSlice } from '../../../store/slices/modalSlice';
import { swapAllowanceRead, swapFromTokenSelected, swapToTokenSelected } from '../swapsSlice';
import { SwapView } from './SwapView';

// The Swap form as a visitor meets it: a real kit with the swaps plugin loaded (its listeners quote
// while typing) and an eip155 account on Ethereum. The convert API and the wallet are stubs
// (testing/swapViewsKit.ts): no pool runs in jsdom; the integration and browser tests use the real one.

let t: SwapViewsKit;
const swaps = () => t.state().swaps!;

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

/** Renders Swap and waits for its token list (ETH preselected as the token paid). */
async function renderForm(theme: 'dark' | 'light' = 'dark') {
  const rendered = renderWithKit(<SwapView />, t.kit as unknown as AppKit, theme);
  await screen.findByRole('button', { name: 'Token to pay: ETH' });
  return rendered;
}

/** Chooses the token of `symbol` on `side`, as the picker does. */
function choose(side: 'from' | 'to', symbol: string) {
  const token = swaps().tokens.find((x) => x.symbol === symbol)!;
  act(() => {
    t.kit.store.dispatch(side === 'from' ? swapFromTokenSelected(token) : swapToTokenSelected(token));
  });
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount to pay' });
const mainButton = () => screen.getByTestId('swap-button');
const maxButton = () => screen.getByRole('button', { name: 'Max: the largest amount you can swap' });

/** Fills the form USDC -> ETH with `amount` and waits for the quote. */
async function quoteUsdcToEth(amount: string) {
  choose('from', 'USDC');
  choose('to', 'ETH');
  await userEvent.type(amountField(), amount);
  await waitFor(() => expect(swaps().quote).toBeDefined());
}

/** The visible text of the view must never show a missing value. */
function expectNoMissingValue(container: HTMLElement) {
  expect(container.textContent).not.toMatch(/undefined|NaN|null|\{\w+\}/);
}

describe('Swap view (stub convert API, stub wallet)', () => {
  test('default: ETH is paid at first with its balance, the receiving token is to choose, the button says so; axe-clean in both themes', async () => {
    t = await createSwapViewsKit();
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = await renderForm(theme);
      expect(screen.getByTestId('swap-from-balance').textContent).toBe('Balance: 1.5 ETH');
      expect(screen.getByRole('button', { name: 'Select token to receive' })).toBeTruthy();
      expect(mainButton().textContent).toBe('Select token');
      expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
      expect(maxButton().textContent).toBe('Max');
      expect(screen.getByTestId('swap-to-amount').getAttribute('aria-live')).toBe('polite');
      expectNoMissingValue(container);
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: the main button names each step of the form: enter amount, insufficient balance, approve, swap', async () => {
    t = await createSwapViewsKit();
    const { container } = await renderForm();
    choose('from', 'USDC');
    choose('to', 'ETH');
    expect(mainButton().textContent).toBe('Enter amount');
    await userEvent.type(amountField(), '1000');
    expect(mainButton().textContent).toBe('Insufficient USDC balance');
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    // More decimals than USDC has: the field says why, the button what is missing.
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '1.1234567');
    expect(mainButton().textContent).toBe('Enter amount');
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(amountField().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('This token has at most 6 decimals.');
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '250');
    // The router has no allowance on USDC yet: the approval comes first, and the button acts.
    await waitFor(() => expect(mainButton().textContent).toBe('Approve USDC'));
    expect((mainButton() as HTMLButtonElement).disabled).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
    act(() => {
      t.kit.store.dispatch(
        swapAllowanceRead({
          tokenId: USDC_ID,
          allowance: (10n ** 30n).toString(),
          spender: swaps().allowance!.spender,
        }),
      );
    });
    expect(mainButton().textContent).toBe('Swap');
    expect((mainButton() as HTMLButtonElement).disabled).toBe(false);
  });

  // Apart from the form's steps above: one test walking all of them ran past Jest's 5 s on a loaded machine.
  test('behavior: the main button says when the quote forbids the swap: no liquidity, price impact too high', async () => {
    t = await createSwapViewsKit();
    const { container } = await renderForm();
    choose('from', 'USDC');
    choose('to', 'ETH');
    await userEvent.type(amountField(), '250');
    await waitFor(() => expect(mainButton().textContent).toBe('Approve USDC'));
    // A pair without a pool (the stub API answers NO_LIQUIDITY).
    choose('to', 'PRT');
    await waitFor(() => expect(mainButton().textContent).toBe('No liquidity for this pair'));
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    expectNoMissingValue(container);
    // A quote that moves the price too far.
    t.api.routes['/v1/convert/quotes'] = (query) => {
      const body = quoteRoute(query).body as { quotes: Array<Record<string, unknown>> };
      return { body: { quotes: [{ ...body.quotes[0], priceImpact: 25 }] } };
    };
    choose('to', 'ETH');
    await waitFor(() => expect(mainButton().textContent).toBe('Price impact too high'));
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('swap-price-impact').className).toContain('portico-tone--warning');
    expect(screen.getByTestId('swap-price-impact-warning').textContent).toBe(
      'High price impact: you receive noticeably less than the market price.',
    );
  });

  test('behavior: Max fills the whole USDC balance; the native Max keeps gas for the swap', async () => {
    t = await createSwapViewsKit();
    await renderForm();
    await userEvent.click(maxButton());
    await waitFor(() => expect((amountField() as HTMLInputElement).value).not.toBe(''));
    const nativeMax = Number((amountField() as HTMLInputElement).value);
    expect(nativeMax).toBeGreaterThan(1.4);
    expect(nativeMax).toBeLessThan(1.5);
    choose('from', 'USDC');
    await userEvent.click(maxButton());
    await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('500'));
    expect(screen.getByTestId('swap-from-balance').textContent).toBe('Balance: 500 USDC');
  });

  test('behavior: the details show the rate, price impact, network fee in USD, minimum received and a ticking quote age with a refresh', async () => {
    t = await createSwapViewsKit();
    const { container, unmount } = await renderForm();
    await quoteUsdcToEth('250');
    expect(screen.getByTestId('swap-to-amount').textContent).toBe('0.1');
    expect(screen.getByTestId('swap-rate').textContent).toBe('1 USDC = 0.0004 ETH');
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('0.3 %');
    expect(screen.getByTestId('swap-price-impact').className).not.toContain('portico-tone--warning');
    expect(screen.getByTestId('swap-minimum-received').textContent).toBe('0.099 ETH');
    expect(screen.getByTestId('swap-network-fee').textContent).toMatch(/^\$\d+\.\d{2}$|^<\$0\.01$/);
    expect(screen.getByTestId('swap-quote-age').textContent).toContain('Quote updated just now');
    expectNoMissingValue(container);
    expect(await axeViolations(container)).toEqual([]);
    // The age ticks on screen (the view shown again under a fake clock); Refresh asks for a new quote,
    // which resets it.
    unmount();
    jest.useFakeTimers({ now: Date.now() });
    renderWithKit(<SwapView />, t.kit as unknown as AppKit);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('swap-quote-age').textContent).toBe('Quote updated 5 seconds ago');
    jest.useRealTimers();
    const asked = t.api.requests.filter((p) => p === '/v1/convert/quotes').length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the quote' }));
    await waitFor(() =>
      expect(screen.getByTestId('swap-quote-age').textContent).toBe('Quote updated just now'),
    );
    expect(t.api.requests.filter((p) => p === '/v1/convert/quotes').length).toBe(asked + 1);
  });

  test('behavior: while the quote loads, the amount received is a placeholder announced as loading', async () => {
    t = await createSwapViewsKit();
    await renderForm();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.api.routes['/v1/convert/quotes'] = async (query) => {
      await held;
      return quoteRoute(query);
    };
    choose('from', 'USDC');
    choose('to', 'ETH');
    await userEvent.type(amountField(), '250');
    await waitFor(() => expect(swaps().quoteStatus).toBe('loading'));
    const output = screen.getByTestId('swap-to-amount');
    expect(screen.getByTestId('swap-to-skeleton')).toBeTruthy();
    expect(output.getAttribute('aria-busy')).toBe('true');
    expect(output.textContent).toBe('Fetching the best price…');
    expect(mainButton().textContent).toBe('Fetching the best price…');
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(output.textContent).toBe('0.1'));
    expect(output.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByTestId('swap-to-skeleton')).toBeNull();
  });

  test('behavior: switching direction swaps the tokens, and the amount received becomes the amount paid', async () => {
    t = await createSwapViewsKit();
    await renderForm();
    await quoteUsdcToEth('250');
    await userEvent.click(screen.getByRole('button', { name: 'Switch the tokens to pay and receive' }));
    expect(screen.getByRole('button', { name: 'Token to pay: ETH' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Token to receive: USDC' })).toBeTruthy();
    expect((amountField() as HTMLInputElement).value).toBe('0.1');
    expect(swaps().fromToken?.symbol).toBe('ETH');
    await waitFor(() => expect(screen.getByTestId('swap-to-amount').textContent).toBe('250'));
  });

  test('behavior: the token buttons raise CLICK_SELECT_TOKEN_TO_SWAP and open the picker for their side; the main button, once it can act, opens the preview', async () => {
    t = await createSwapViewsKit();
    await renderForm();
    const picks: string[] = [];
    const stop = t.kit.subscribeEvents(({ data }) => {
      if (data.event === 'CLICK_SELECT_TOKEN_TO_SWAP') picks.push(data.event);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Select token to receive' }));
    expect(t.state().modal.history.at(-1)).toEqual({ view: 'SwapSelectToken', data: { side: 'to' } });
    act(() => {
      t.kit.store.dispatch(modalSlice.actions.wentBack());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Token to pay: ETH' }));
    expect(t.state().modal.history.at(-1)).toEqual({ view: 'SwapSelectToken', data: { side: 'from' } });
    stop();
    expect(picks).toEqual(['CLICK_SELECT_TOKEN_TO_SWAP', 'CLICK_SELECT_TOKEN_TO_SWAP']);
    act(() => {
      t.kit.store.dispatch(modalSlice.actions.wentBack());
    });
    await quoteUsdcToEth('250');
    await waitFor(() => expect(mainButton().textContent).toBe('Approve USDC'));
    await userEvent.click(mainButton());
    expect(t.state().modal.history.at(-1)?.view).toBe('SwapPreview');
  });

  test('error: a quote that fails shows its text with Try again, never undefined; the button cannot act', async () => {
    t = await createSwapViewsKit();
    const { container } = await renderForm();
    t.api.routes['/v1/convert/quotes'] = () => ({ status: 500, body: { error: 'stub failure' } });
    choose('from', 'USDC');
    choose('to', 'ETH');
    await userEvent.type(amountField(), '250');
    const alert = await screen.findByTestId('swap-error');
    expect(within(alert).getByText('The price could not be fetched. Try again.')).toBeTruthy();
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('swap-to-amount').textContent).toBe('0');
    expect(screen.queryByTestId('swap-details')).toBeNull();
    expectNoMissingValue(container);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('error: off the swap networks the view says SPEC’s text and asks the convert API nothing', async () => {
    t = await createSwapViewsKit({ network: metis });
    const { container } = renderWithKit(<SwapView />, t.kit as unknown as AppKit);
    expect(container.textContent).toBe('Network not supported for Swaps');
    expect(t.api.requests).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
