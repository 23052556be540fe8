/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSwapViewsKit, type SwapViewsKit } from '../../../../test/plugins/swapViewsKit';
import { AppKitProvider } from '../../../react';

// The Swap views through the real modal, as a host app has them: <AppKitProvider>, `open({ view:
// 'Swap' })` or the Account view's Swap button, the views chunk loaded by the modal (builtInPluginViews),
// titles from the plugin's strings. The convert API and the wallet are stubs (testing/swapViewsKit.ts).

let t: SwapViewsKit;
afterEach(() => t.restore());

const title = () => within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent;

describe('Swap views in the modal (stub convert API, stub wallet)', () => {
  test('default: open({ view: "Swap" }) shows the Swap form titled "Swap"', async () => {
    t = await createSwapViewsKit();
    render(<AppKitProvider kit={t.kit} />);
    await act(() => t.kit.open({ view: 'Swap' }));
    expect(await screen.findByRole('button', { name: 'Token to pay: ETH' })).toBeTruthy();
    expect(title()).toBe('Swap');
  });

  test('behavior: Account offers Swap; its pickers are titled and come back to the form with the choice', async () => {
    t = await createSwapViewsKit();
    render(<AppKitProvider kit={t.kit} />);
    await act(() => t.kit.open({ view: 'Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Swap' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Select token to receive' }));
    await screen.findByRole('list', { name: 'Tokens' });
    expect(title()).toBe('Select token');
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Tokens' })).getByRole('button', { name: /^USD Coin/ }),
    );
    expect(await screen.findByRole('button', { name: 'Token to receive: USDC' })).toBeTruthy();
    expect(title()).toBe('Swap');
  });
});
