/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSwapViewsKit, PRT_ADDRESS, type SwapViewsKit } from '../../../../test/plugins/swapViewsKit';
import { axeViolations, renderWithKit } from '../../../../test/ui/renderWithKit';
import type { AppKit } from '../../../kit/createAppKit';
import { modalSlice } from '../../../store/slices/modalSlice';
import { SwapSelectTokenView } from './SwapSelectTokenView';

// The swap token picker as a visitor meets it, opened from the Swap form for one side; the convert
// API's token list and the balances are stubs (testing/swapViewsKit.ts).

let t: SwapViewsKit;

afterEach(() => t.restore());

/** Opens the modal on Swap, then the picker for `side`, and renders the picker with its tokens. */
async function renderPicker(side: 'from' | 'to') {
  t = await createSwapViewsKit();
  act(() => {
    t.kit.store.dispatch(modalSlice.actions.opened({ view: 'Swap' }));
    t.kit.store.dispatch(modalSlice.actions.pushed({ view: 'SwapSelectToken', data: { side } }));
  });
  const rendered = renderWithKit(<SwapSelectTokenView />, t.kit as unknown as AppKit);
  await screen.findByRole('list', { name: 'Tokens' });
  return rendered;
}

const search = () => screen.getByRole('searchbox', { name: 'Search tokens' });
/** The list's row whose accessible name is `name` (what a screen reader says for it). */
const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Tokens' })).getByRole('button', { name });
const rows = () => within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('button');

describe('SwapSelectToken view (stub convert API)', () => {
  test('default: suggested chips first, then rows with icon, name, symbol, balance and USD value, held tokens first; axe-clean', async () => {
    const { container } = await renderPicker('to');
    const suggested = screen.getByRole('group', { name: 'Suggested tokens' });
    expect(
      within(suggested)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['ETH', 'USDC', 'PRT']);
    expect(rows()).toEqual([
      row('Ether ETH 1.5 ETH $3,750.00'),
      row('USD Coin USDC 500 USDC $500.00'),
      row('Portico Token PRT 0 PRT'),
    ]);
    for (const row of rows()) expect(row.querySelector('.portico-wallet-image')).not.toBeNull();
    expect(container.textContent).not.toMatch(/undefined|NaN/);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: the search matches name, symbol or address; nothing found says so and hides the chips', async () => {
    const { container } = await renderPicker('to');
    await userEvent.type(search(), 'usd');
    expect(rows()).toEqual([row('USD Coin USDC 500 USDC $500.00')]);
    expect(screen.queryByRole('group', { name: 'Suggested tokens' })).toBeNull();
    await userEvent.clear(search());
    await userEvent.type(search(), PRT_ADDRESS.slice(0, 10));
    expect(rows()).toEqual([row('Portico Token PRT 0 PRT')]);
    await userEvent.clear(search());
    await userEvent.type(search(), 'zzz');
    expect(screen.getByTestId('swap-token-empty').textContent).toBe('No token matches “zzz”.');
    expect(screen.queryByRole('list', { name: 'Tokens' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: keyboard only: ArrowDown enters the list, arrows and Home/End move, ArrowUp from the top returns to the search, Enter picks', async () => {
    await renderPicker('to');
    await userEvent.click(search());
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows()[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows()[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(rows()[2]);
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(search());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(t.state().swaps?.toToken?.symbol).toBe('USDC');
    // Picking goes back to the form.
    expect(t.state().modal.history.map((e) => e.view)).toEqual(['Swap']);
  });

  test('behavior: a chip picks its token for the side the picker was opened for', async () => {
    await renderPicker('from');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Suggested tokens' })).getByRole('button', { name: 'USDC' }),
    );
    expect(t.state().swaps?.fromToken?.symbol).toBe('USDC');
    expect(t.state().swaps?.toToken).toBeUndefined();
    expect(t.state().modal.history.map((e) => e.view)).toEqual(['Swap']);
  });
});
