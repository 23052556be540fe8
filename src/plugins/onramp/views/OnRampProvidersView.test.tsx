/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOnrampTestKit, type OnrampTestKit, ORDER_ID } from '../../../../test/plugins/onrampTestKit';
import { axeViolations, renderWithKit } from '../../../../test/ui/renderWithKit';
import type { AppKit } from '../../../kit/createAppKit';
import { AppKitProvider } from '../../../react';
import { OnRampProvidersView } from './OnRampProvidersView';

// Buy crypto as a visitor meets it: a real kit with the onramp plugin loaded (its listener quotes
// while typing) and an eip155 account on Base. The on-ramp API, the provider window and the balance
// refresh are stubs (test/plugins/onrampTestKit.ts); the integration test uses the reference API.

let t: OnrampTestKit;
afterEach(() => {
  jest.restoreAllMocks();
  t.restore();
});

async function renderForm(theme: 'dark' | 'light' = 'dark') {
  const rendered = renderWithKit(<OnRampProvidersView />, t.kit as unknown as AppKit, theme);
  await screen.findByRole('textbox', { name: 'Amount' });
  return rendered;
}
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const provider = (name: 'Coinbase' | 'Meld') => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const options = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((o) => o.textContent);

function expectNoMissingValue(container: HTMLElement) {
  expect(container.textContent).not.toMatch(/undefined|NaN|null|\{\w+\}/);
}

describe('Buy crypto view (stub on-ramp API, stub popup)', () => {
  test('default: amount, currency, token and both providers with the SPEC fee range, disabled until an amount; axe-clean in both themes', async () => {
    t = await createOnrampTestKit();
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = await renderForm(theme);
      expect(options('Currency')).toEqual(['USD', 'EUR']);
      expect(options('Token')).toEqual(['ETH', 'USDC']);
      for (const name of ['Coinbase', 'Meld'] as const) {
        expect(provider(name).textContent).toContain('Fee 1-2%');
        expect((provider(name) as HTMLButtonElement).disabled).toBe(true);
      }
      expectNoMissingValue(container);
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: typing an amount shows the quote with its fees and total, and enables the providers', async () => {
    t = await createOnrampTestKit();
    const { container } = await renderForm();
    await userEvent.type(amountField(), '20');
    expect(await screen.findByText('You get ≈ 0.00776 ETH')).toBeTruthy();
    expect(screen.getByTestId('onramp-provider-fee').textContent).toBe('0.40 USD');
    expect(screen.getByTestId('onramp-network-fee').textContent).toBe('0.20 USD');
    expect(screen.getByText('Provider fee')).toBeTruthy();
    expect(screen.getByText('Network fee')).toBeTruthy();
    expect(screen.getByText('Total 20.00 USD')).toBeTruthy();
    expect((provider('Coinbase') as HTMLButtonElement).disabled).toBe(false);
    expectNoMissingValue(container);
  });

  test('error: an amount outside the card limits says the limit and disables the providers', async () => {
    t = await createOnrampTestKit();
    await renderForm();
    await userEvent.type(amountField(), '5');
    expect(await screen.findByText('Minimum 10.00 USD')).toBeTruthy();
    expect((provider('Meld') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '8000');
    expect(await screen.findByText('Maximum 7500.00 USD')).toBeTruthy();
    expect((provider('Coinbase') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(amountField(), 'x');
    expect((amountField() as HTMLInputElement).value).toBe('8000');
  });

  test('behavior: in a restricted time zone the providers are replaced by a status saying so', async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'Asia/Shanghai' };
    });
    t = await createOnrampTestKit();
    await renderForm();
    expect(screen.getByRole('status').textContent).toBe('Buying crypto is not available in your region.');
    expect(screen.queryByRole('button', { name: /^Coinbase/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Meld/ })).toBeNull();
  });

  test('error: the API failing (stub answering 500) shows the sample options note and the estimated quote', async () => {
    t = await createOnrampTestKit();
    t.api.routes['GET /v1/onramp/options'] = () => ({ status: 500, body: {} });
    t.api.routes['POST /v1/onramp/quote'] = () => ({ status: 500, body: {} });
    const { container } = await renderForm();
    expect(screen.getByText('Showing sample options: the on-ramp service is unavailable.')).toBeTruthy();
    await userEvent.type(amountField(), '100');
    expect(await screen.findByText('Estimated quote (the on-ramp service is unavailable)')).toBeTruthy();
    expect(screen.getByText('You get ≈ 0.032833 ETH')).toBeTruthy();
    expectNoMissingValue(container);
  });
});

describe('Buy crypto in the modal (stub on-ramp API, stub popup)', () => {
  const title = () => within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent;

  test('behavior: Account offers Buy; a provider opens its window and BuyInProgress follows the order', async () => {
    t = await createOnrampTestKit();
    const events: string[] = [];
    t.kit.subscribeEvents((e) => events.push(e.data.event));
    render(<AppKitProvider kit={t.kit} />);
    await act(() => t.kit.open({ view: 'Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(title()).toBe('Buy crypto');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '20');
    await screen.findByText('You get ≈ 0.00776 ETH');
    await userEvent.click(provider('Coinbase'));
    expect(await screen.findByRole('heading', { name: 'Buying 0.00776 ETH' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('onramp-status').textContent).toBe('Waiting for your payment in Coinbase'),
    );
    expect(t.popups[0]?.navigatedTo[0]).toContain(ORDER_ID);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(events).toEqual(expect.arrayContaining(['SELECT_BUY_CRYPTO', 'SELECT_BUY_PROVIDER']));
  });

  test('default: open({ view: "OnRampProviders" }) shows Buy crypto', async () => {
    t = await createOnrampTestKit();
    render(<AppKitProvider kit={t.kit} />);
    await act(() => t.kit.open({ view: 'OnRampProviders' }));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeTruthy();
    expect(title()).toBe('Buy crypto');
  });
});
