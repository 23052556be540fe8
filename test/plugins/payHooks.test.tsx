/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useAvailableExchanges, useExchangeBuyStatus, usePay, usePayUrlActions } from '../../src/pay/react';
import { AppKitProvider } from '../../src/react';
import { createPayTestKit, ethPayment, MERCHANT, type PayTestKit, TX_HASH } from './payTestKit';

// AppKit Pay's hooks (`portico/pay/react`) on a kit with the stub pay API and the stub wallet
// (payTestKit.ts), under <AppKitProvider>, as a host app uses them.

let t: PayTestKit;
afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppKitProvider kit={t.kit}>{children}</AppKitProvider>
);

describe('usePay', () => {
  test('behavior: open() shows the Pay view; a wallet payment ends in isSuccess, data and onSuccess', async () => {
    t = await createPayTestKit();
    t.wallet.send = async () => {
      t.api.settle(t.api.only().id, 'SUCCESS', TX_HASH);
      return TX_HASH;
    };
    const onSuccess = jest.fn();
    const onError = jest.fn();
    const { result } = renderHook(() => usePay({ onSuccess, onError }), { wrapper });
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: false,
      isError: false,
      data: null,
      error: null,
    });
    await act(() => result.current.open(ethPayment()));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with wallet' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const paymentId = t.api.only().id;
    expect(result.current.data).toEqual({ paymentId, txHash: TX_HASH });
    expect(onSuccess).toHaveBeenCalledWith({ paymentId, txHash: TX_HASH });
    expect(onError).not.toHaveBeenCalled();
  });

  test('behavior: open() with bad options rejects with the AppKit code and the hook stays idle', async () => {
    t = await createPayTestKit();
    const { result } = renderHook(() => usePay(), { wrapper });
    await expect(result.current.open({ ...ethPayment(), recipient: 'nobody' })).rejects.toMatchObject({
      code: 'INVALID_RECIPIENT',
    });
    expect(result.current.isError).toBe(false);
  });
});

describe('useAvailableExchanges', () => {
  test('behavior: fetches on mount with the given asset; fetch() reads another network', async () => {
    t = await createPayTestKit();
    const { result } = renderHook(
      () => useAvailableExchanges({ network: 'eip155:1', asset: 'native', amount: '1' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(result.current.data?.[0]?.name).toBe('Sandbox Exchange');
    await act(() => result.current.fetch({ network: 'eip155:8453', asset: 'native', amount: '1' }));
    expect(result.current).toMatchObject({ data: [], isLoading: false, error: null });
  });

  test('behavior: a failing route is an Error with the AppKit code; shouldFetchOnInit false waits for fetch()', async () => {
    t = await createPayTestKit();
    t.api.failExchanges = true;
    const { result } = renderHook(
      () =>
        useAvailableExchanges({
          shouldFetchOnInit: false,
          network: 'eip155:1',
          asset: 'native',
          amount: '1',
        }),
      { wrapper },
    );
    expect(t.api.requests).toEqual([]);
    await act(() => result.current.fetch());
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.error).toMatchObject({
      name: 'PayExchangesError',
      code: 'UNABLE_TO_GET_EXCHANGES',
    });
  });
});

/** Shows the status `useExchangeBuyStatus` reads for `sessionId`. */
function BuyStatus({ sessionId, onSuccess }: { sessionId: string; onSuccess: (txHash?: string) => void }) {
  const { data } = useExchangeBuyStatus({ exchangeId: 'sandbox', sessionId, onSuccess });
  return <p data-testid="status">{data?.status ?? 'UNKNOWN'}</p>;
}

describe('usePayUrlActions and useExchangeBuyStatus', () => {
  test('behavior: getUrl records a payment; the status hook polls it every 3000 ms until SUCCESS', async () => {
    t = await createPayTestKit();
    const { result: actions } = renderHook(() => usePayUrlActions(), { wrapper });
    const params = { network: 'eip155:1', asset: 'native', amount: '0.2', recipient: MERCHANT };
    const { sessionId } = await actions.current.getUrl('sandbox', params);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const onSuccess = jest.fn();
    render(<BuyStatus sessionId={sessionId} onSuccess={onSuccess} />, { wrapper });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('status').textContent).toBe('IN_PROGRESS');
    const reads = () => t.api.requests.filter((r) => r.startsWith('GET /v1/pay/payments/')).length;
    expect(reads()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(reads()).toBe(2);
    t.api.settle(sessionId, 'SUCCESS', TX_HASH);
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('status').textContent).toBe('SUCCESS');
    expect(onSuccess).toHaveBeenCalledWith(TX_HASH);
    await act(() => jest.advanceTimersByTimeAsync(9000));
    expect(reads()).toBe(3);
  });
});
