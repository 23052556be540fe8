/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOnrampTestKit, type OnrampTestKit, ORDER_ID } from '../../../../test/plugins/onrampTestKit';
import { axeViolations, renderWithKit } from '../../../../test/ui/renderWithKit';
import { ONRAMP_ORDER_POLL_MS } from '../../../core/constants/onramp';
import type { AppKit } from '../../../kit/createAppKit';
import { startOnrampBuy } from '../onrampBuy';
import { fetchOnrampQuote, loadOnrampOptions, typeOnrampAmount } from '../onrampFlow';
import { BuyInProgressView } from './BuyInProgressView';

// The buy under way as the visitor sees it: the flow is driven as the providers view drives it,
// against the stub on-ramp API and a stub provider window (test/plugins/onrampTestKit.ts); the order's
// status is changed in the stub and read on the kit's 3 s timer (fake timers).

let t: OnrampTestKit;
afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

/** A 20 USD buy of ETH started with `provider`, the view rendered and the first reading done. */
async function bought(provider: 'coinbase' | 'meld' = 'coinbase', blocked = false) {
  t = await createOnrampTestKit();
  const { dispatch } = t.kit.store;
  await dispatch(loadOnrampOptions());
  dispatch(typeOnrampAmount('20'));
  await dispatch(fetchOnrampQuote());
  t.blockPopups = blocked;
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  const rendered = renderWithKit(<BuyInProgressView />, t.kit as unknown as AppKit);
  await act(async () => {
    await dispatch(startOnrampBuy(provider));
    await jest.advanceTimersByTimeAsync(0);
  });
  return rendered;
}

/** The stub order moves to `status`; the next reading shows it. */
async function orderBecomes(status: string) {
  t.api.order = { ...t.api.order, status };
  await act(() => jest.advanceTimersByTimeAsync(ONRAMP_ORDER_POLL_MS));
}

const status = () => screen.getByTestId('onramp-status').textContent;
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

describe('BuyInProgress (stub on-ramp API, stub popup, fake timers)', () => {
  test('default: the heading names the order, the status waits for the payment, Copy link is offered; axe-clean', async () => {
    const { container } = await bought();
    expect(screen.getByRole('heading', { name: 'Buying 0.00776 ETH' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Waiting for your payment in Coinbase');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/undefined|NaN|\{\w+\}/);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: completed says what arrived, drops Copy link, and View in Activity opens the Activity tab', async () => {
    await bought();
    await orderBecomes('completed');
    expect(status()).toBe('0.00776 ETH arrived in your wallet');
    expect(t.balanceRefreshes).toBe(1);
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'View in Activity' }));
    expect(t.state().modal.history.at(-1)).toEqual({ view: 'Account' });
    expect(t.state().chains.chains.eip155?.accountState.currentTab).toBe(2);
  });

  test('behavior: a declined card and an abandoned order are said as such', async () => {
    const first = await bought('meld');
    await orderBecomes('failed');
    expect(status()).toBe('The payment was declined');
    first.unmount();
    t.restore();
    await bought();
    await orderBecomes('abandoned');
    expect(status()).toBe('The order was abandoned');
  });

  test('behavior: the window closed before the payment is a state; the order can still arrive', async () => {
    await bought();
    t.popups[0]!.closed = true;
    await act(() => jest.advanceTimersByTimeAsync(ONRAMP_ORDER_POLL_MS));
    expect(status()).toBe('The Coinbase window was closed before the payment');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    await orderBecomes('completed');
    expect(status()).toBe('0.00776 ETH arrived in your wallet');
  });

  test('behavior: a blocked window offers Open (a link to the URL in a new tab) and Copy link, then "Link copied"', async () => {
    await bought('coinbase', true);
    // user-event puts its own clipboard on the page: the spy goes on that one.
    const clicks = user();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    expect(status()).toBe('Your browser blocked the Coinbase window');
    const open = screen.getByRole('link', { name: 'Open Coinbase' });
    expect(open.getAttribute('href')).toContain(`orderId=${ORDER_ID}`);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    await clicks.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`orderId=${ORDER_ID}`));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy();
  });

  test('error: a buy URL the API refused is shown with its message', async () => {
    t = await createOnrampTestKit();
    t.api.routes['POST /v1/generators/onrampurl'] = () => ({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: 'Sandbox Pay does not sell ETH on base' } },
    });
    const { dispatch } = t.kit.store;
    await dispatch(loadOnrampOptions());
    dispatch(typeOnrampAmount('20'));
    renderWithKit(<BuyInProgressView />, t.kit as unknown as AppKit);
    await act(() => dispatch(startOnrampBuy('coinbase')).catch(() => undefined));
    expect(status()).toBe('The buy link could not be created: Sandbox Pay does not sell ETH on base');
  });
});
