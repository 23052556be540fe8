import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { encodeErc20Transfer } from '../../src/core/encodeErc20Transfer';
import { createAppKit, createMemoryStorage, ethereum } from '../../src/index';
import {
  getAvailableExchanges,
  getExchangeBuyStatus,
  getExchanges,
  getIsPaymentInProgress,
  getPayError,
  getPayResult,
  getPayUrl,
  openPay,
  pay,
} from '../../src/pay/pay';
import { payWithWallet, requestPay } from '../../src/plugins/pay/payFlow';
import { payReset } from '../../src/plugins/pay/paySlice';
import { PAY_NETWORK_SERVICE_ID } from '../../src/plugins/pay/payWallet';
import { connectionSlice } from '../../src/store/slices/connectionSlice';
import { createPayTestKit, ethPayment, MERCHANT, type PayTestKit, TX_HASH, USDC } from './payTestKit';

// The pay flow against the stub pay API and a stub wallet (payTestKit.ts), on Jest's fake timers: the
// kit polls every 3000 ms and gives up after the timeout, and these tests move the clock instead of
// waiting. The same flows against the real API, anvil and a real adapter: payFlow.integration.test.ts.

let t: PayTestKit;

beforeEach(async () => {
  t = await createPayTestKit();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

/** Lets the flow's promise chains (stub fetch, dispatches) run without moving the clock. */
const flush = () => jest.advanceTimersByTimeAsync(0);
const reads = () => t.api.requests.filter((r) => /^GET \/v1\/pay\/payments\//.test(r)).length;

describe('pay() with the wallet', () => {
  test('behavior: records the payment, sends the transfer, reports its hash and polls every 3000 ms until SUCCESS', async () => {
    const result = pay(ethPayment('0.01'), { kit: t.kit, method: 'wallet' });
    await flush();
    const payment = t.api.only();
    expect(payment).toMatchObject({
      method: 'wallet',
      amount: '0.01',
      decimals: 18,
      asset: 'native',
      txHash: TX_HASH,
    });
    expect(payment.payer).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(t.wallet.sent).toEqual([{ to: MERCHANT, value: 10_000_000_000_000_000n }]);
    expect(getIsPaymentInProgress({ kit: t.kit })).toBe(true);
    expect(reads()).toBe(1);
    await jest.advanceTimersByTimeAsync(2999);
    expect(reads()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(2);
    t.api.settle(payment.id, 'SUCCESS', TX_HASH);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({
      success: true,
      result: { paymentId: payment.id, txHash: TX_HASH },
    });
    expect(getIsPaymentInProgress({ kit: t.kit })).toBe(false);
    expect(getPayResult({ kit: t.kit })).toEqual({ paymentId: payment.id, txHash: TX_HASH });
    expect(getPayError({ kit: t.kit })).toBeNull();
  });

  test('behavior: an ERC-20 payment is the token contract transfer(recipient, amount in base units)', async () => {
    void pay(ethPayment('25', true), { kit: t.kit, method: 'wallet' });
    await flush();
    expect(t.wallet.sent).toEqual([{ to: USDC, data: encodeErc20Transfer(MERCHANT, 25_000_000n) }]);
    expect(t.api.only()).toMatchObject({ asset: USDC, amount: '25', decimals: 6 });
  });

  test('behavior: a payment the API marks FAILED resolves with AppKit code GENERIC_PAYMENT_ERROR and the reason', async () => {
    const result = pay(ethPayment(), { kit: t.kit, method: 'wallet' });
    await flush();
    t.api.settle(t.api.only().id, 'FAILED', undefined, 'wrong-amount');
    await jest.advanceTimersByTimeAsync(3000);
    const answer = await result;
    expect(answer).toMatchObject({
      success: false,
      error: {
        name: 'PaySettlementFailedError',
        code: 'GENERIC_PAYMENT_ERROR',
        data: { reason: 'wrong-amount' },
      },
    });
    expect(t.state().pay?.status).toBe('FAILED');
    expect(getPayError({ kit: t.kit })?.code).toBe('GENERIC_PAYMENT_ERROR');
  });

  test('behavior: a wallet that refuses (4001) resolves with UserRejectedRequestError, code GENERIC_PAYMENT_ERROR', async () => {
    t.wallet.send = () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const answer = await pay(ethPayment(), { kit: t.kit, method: 'wallet' });
    expect(answer).toMatchObject({
      success: false,
      error: { name: 'UserRejectedRequestError', code: 'GENERIC_PAYMENT_ERROR', data: { causeCode: 4001 } },
    });
    expect(getIsPaymentInProgress({ kit: t.kit })).toBe(false);
  });

  test('behavior: without a connected wallet the payment is refused (UNABLE_TO_INITIATE_PAYMENT) before anything is recorded', async () => {
    t.kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'eip155' }));
    const answer = await pay(ethPayment(), { kit: t.kit, method: 'wallet' });
    expect(answer).toMatchObject({
      success: false,
      error: { name: 'PayInitiateError', code: 'UNABLE_TO_INITIATE_PAYMENT' },
    });
    expect(t.api.requests).toEqual([]);
    expect(t.wallet.sent).toEqual([]);
  });
});

describe('the payment network', () => {
  const onBase = () => ({
    ...ethPayment(),
    paymentAsset: { ...ethPayment().paymentAsset, network: 'eip155:8453' },
  });

  test('behavior: a wallet on another network is switched to the payment network before anything is recorded', async () => {
    const switched: string[] = [];
    await t.kit.store.dispatch(requestPay({ options: onBase() }));
    t.kit.services.set(PAY_NETWORK_SERVICE_ID, async (network: string) => void switched.push(network));
    void t.kit.store.dispatch(payWithWallet());
    await flush();
    expect(switched).toEqual(['eip155:8453']);
    expect(t.api.only()).toMatchObject({ network: 'eip155:8453' });
  });

  test('behavior: a wallet payment on a network the kit was not given is INVALID_PAYMENT_CONFIG, nothing recorded', async () => {
    const onOptimism = {
      ...ethPayment(),
      paymentAsset: { ...ethPayment().paymentAsset, network: 'eip155:10' },
    };
    const answer = await pay(onOptimism, { kit: t.kit, method: 'wallet' });
    expect(answer).toMatchObject({
      success: false,
      error: { code: 'INVALID_PAYMENT_CONFIG', data: { detail: expect.stringContaining('eip155:10') } },
    });
    expect(t.api.requests).toEqual([]);
  });

  test('behavior: a refused switch fails the payment and records nothing', async () => {
    await t.kit.store.dispatch(requestPay({ options: onBase() }));
    t.kit.services.set(PAY_NETWORK_SERVICE_ID, () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    );
    const paid = await t.kit.store.dispatch(payWithWallet());
    expect(paid.payload).toMatchObject({ name: 'UserRejectedRequestError', code: 'GENERIC_PAYMENT_ERROR' });
    expect(t.api.requests).toEqual([]);
    expect(t.wallet.sent).toEqual([]);
  });
});

describe('pay() timeouts', () => {
  test('behavior: gives up after the timeout given with PayTimeoutError (GENERIC_PAYMENT_ERROR); nothing stays in progress', async () => {
    const result = pay(ethPayment(), { kit: t.kit, method: 'wallet', timeoutMs: 10_000 });
    await flush();
    await jest.advanceTimersByTimeAsync(9_999);
    expect(getIsPaymentInProgress({ kit: t.kit })).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    const answer = await result;
    expect(answer).toMatchObject({
      success: false,
      error: { name: 'PayTimeoutError', code: 'GENERIC_PAYMENT_ERROR', data: { timeoutMs: 10_000 } },
    });
    expect(getIsPaymentInProgress({ kit: t.kit })).toBe(false);
  });

  test("behavior: the default timeout is AppKit's 300000 ms, polling every 3000 ms meanwhile", async () => {
    let settled = false;
    const result = pay(ethPayment(), { kit: t.kit, method: 'wallet' }).then((r) => {
      settled = true;
      return r;
    });
    await flush();
    await jest.advanceTimersByTimeAsync(299_999);
    expect(settled).toBe(false);
    expect(reads()).toBe(100);
    await jest.advanceTimersByTimeAsync(1);
    expect((await result).success).toBe(false);
  });

  test('behavior: a payment reset while followed stops the polling and resolves PayFailedError at once', async () => {
    const result = pay(ethPayment(), { kit: t.kit, method: 'wallet' });
    await flush();
    t.kit.store.dispatch(payReset());
    await jest.advanceTimersByTimeAsync(3000);
    expect(await result).toMatchObject({ success: false, error: { name: 'PayFailedError' } });
    const polled = reads();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(reads()).toBe(polled);
  });

  test('behavior: a failed status read is retried at the next poll', async () => {
    t.api.failReads = true;
    const result = pay(ethPayment(), { kit: t.kit, method: 'wallet' });
    await flush();
    t.api.failReads = false;
    t.api.settle(t.api.only().id, 'SUCCESS', TX_HASH);
    await jest.advanceTimersByTimeAsync(3000);
    expect((await result).success).toBe(true);
  });

  test('behavior: a timeout of 0 is INVALID_PAYMENT_CONFIG and records nothing', async () => {
    const answer = await pay(ethPayment(), { kit: t.kit, timeoutMs: 0, method: 'wallet' });
    expect(answer).toMatchObject({ success: false, error: { code: 'INVALID_PAYMENT_CONFIG' } });
    expect(t.api.requests).toEqual([]);
  });
});

describe('pay() refuses bad input with AppKit codes and changes nothing', () => {
  const bad: Array<[string, Parameters<typeof pay>[0], string]> = [
    ['a recipient that is not an address', { ...ethPayment(), recipient: '0x123' }, 'INVALID_RECIPIENT'],
    ['a zero amount', ethPayment('0'), 'INVALID_AMOUNT'],
    ['a negative amount', ethPayment(-1), 'INVALID_AMOUNT'],
    ['text for an amount', ethPayment('ten'), 'INVALID_AMOUNT'],
    ['more decimals than the asset has', ethPayment('1.0000001', true), 'INVALID_AMOUNT'],
    [
      'an asset that is neither native nor an address',
      { ...ethPayment(), paymentAsset: { ...ethPayment().paymentAsset, asset: 'ETH' } },
      'INVALID_ASSET',
    ],
    [
      'a non-EVM network',
      {
        ...ethPayment(),
        paymentAsset: { ...ethPayment().paymentAsset, network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      },
      'INVALID_CHAIN_NAMESPACE',
    ],
    [
      'a network that is not CAIP-2',
      { ...ethPayment(), paymentAsset: { ...ethPayment().paymentAsset, network: '1' } },
      'INVALID_PAYMENT_CONFIG',
    ],
  ];
  test.each(bad)('behavior: %s', async (_label, options, code) => {
    const answer = await pay(options, { kit: t.kit, method: 'wallet' });
    expect(answer).toMatchObject({ success: false, error: { code } });
    expect(t.api.requests).toEqual([]);
    expect(t.wallet.sent).toEqual([]);
    expect(getIsPaymentInProgress({ kit: t.kit })).toBe(false);
  });

  test('behavior: one payment at a time: a second pay() while one is in progress is PayInProgressError', async () => {
    void pay(ethPayment(), { kit: t.kit, method: 'wallet' });
    await flush();
    const second = await pay(ethPayment('1'), { kit: t.kit, method: 'wallet' });
    expect(second).toMatchObject({
      success: false,
      error: {
        name: 'PayInProgressError',
        code: 'UNABLE_TO_INITIATE_PAYMENT',
        data: { paymentId: t.api.only().id },
      },
    });
    expect(t.api.payments.size).toBe(1);
  });
});

describe('pay() through an exchange', () => {
  test('behavior: records an exchange payment, keeps its link when no popup can open, and resolves once settled', async () => {
    const result = pay(ethPayment(), { kit: t.kit, method: { exchangeId: 'sandbox' } });
    await flush();
    const payment = t.api.only();
    expect(payment).toMatchObject({ method: 'exchange', exchangeId: 'sandbox' });
    expect(t.state().pay?.payment).toMatchObject({
      id: payment.id,
      url: `https://api.test/sandbox-exchange/pay/${payment.id}`,
      popupBlocked: true,
    });
    expect(t.wallet.sent).toEqual([]);
    t.api.settle(payment.id, 'SUCCESS', TX_HASH);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({
      success: true,
      result: { paymentId: payment.id, txHash: TX_HASH },
    });
  });
});

/** The PAY_* events a host receives (`kit.subscribeEvents`), in order. */
function payEvents() {
  const raised: { event: string; properties?: Record<string, unknown> }[] = [];
  t.kit.subscribeEvents((event) => {
    const data = event.data as { event: string; properties?: Record<string, unknown> };
    if (data.event.startsWith('PAY_')) raised.push({ event: data.event, properties: data.properties });
  });
  return raised;
}

describe("AppKit Pay's events", () => {
  test('behavior: a wallet payment raises PAY_INITIATED then PAY_SUCCESS with its id and configuration', async () => {
    const raised = payEvents();
    const result = pay(ethPayment('0.01'), { kit: t.kit, method: 'wallet' });
    await flush();
    const id = t.api.only().id;
    t.api.settle(id, 'SUCCESS', TX_HASH);
    await jest.advanceTimersByTimeAsync(3000);
    await result;
    expect(raised.map((e) => e.event)).toEqual(['PAY_INITIATED', 'PAY_SUCCESS']);
    expect(raised[0]?.properties).toMatchObject({
      source: 'pay',
      paymentId: id,
      caipNetworkId: 'eip155:1',
      configuration: { recipient: MERCHANT, amount: '0.01', paymentAsset: { asset: 'native' } },
      currentPayment: { type: 'wallet', sessionId: id, status: 'IN_PROGRESS' },
    });
  });

  test('behavior: a headless exchange payment raises PAY_EXCHANGE_SELECTED (headless) and a failure PAY_ERROR', async () => {
    const raised = payEvents();
    const result = pay(ethPayment(), { kit: t.kit, method: { exchangeId: 'sandbox' } });
    await flush();
    t.api.settle(t.api.only().id, 'FAILED', undefined, 'settlement-failed');
    await jest.advanceTimersByTimeAsync(3000);
    await result;
    expect(raised.map((e) => e.event)).toEqual(['PAY_EXCHANGE_SELECTED', 'PAY_INITIATED', 'PAY_ERROR']);
    expect(raised[0]?.properties).toMatchObject({ headless: true, exchange: { id: 'sandbox' } });
    expect(raised[2]?.properties?.message).toMatch(/failed: settlement-failed$/);
  });
});

describe('the other functions of AppKit Pay', () => {
  test('behavior: getAvailableExchanges lists the Sandbox Exchange for a served network, none elsewhere', async () => {
    const listed = await getAvailableExchanges(
      { network: 'eip155:1', asset: 'native', amount: 1 },
      { kit: t.kit },
    );
    expect(listed).toEqual({
      exchanges: [
        {
          id: 'sandbox',
          name: 'Sandbox Exchange',
          imageUrl: 'https://api.test/v1/pay/exchanges/sandbox/icon.svg',
        },
      ],
      total: 1,
    });
    const none = await getAvailableExchanges(
      { network: 'eip155:8453', asset: 'native', amount: 1 },
      { kit: t.kit },
    );
    expect(none).toEqual({ exchanges: [], total: 0 });
    expect(getExchanges({ kit: t.kit })).toEqual([]);
  });

  test('behavior: a failing exchanges route rejects with UNABLE_TO_GET_EXCHANGES', async () => {
    t.api.failExchanges = true;
    await expect(
      getAvailableExchanges({ network: 'eip155:1', asset: 'native', amount: 1 }, { kit: t.kit }),
    ).rejects.toMatchObject({ name: 'PayExchangesError', code: 'UNABLE_TO_GET_EXCHANGES' });
  });

  test('behavior: getPayUrl records an exchange payment (sessionId = payment id) that getExchangeBuyStatus follows', async () => {
    const params = { network: 'eip155:1', asset: 'native', amount: '0.5', recipient: MERCHANT };
    const { url, sessionId } = await getPayUrl('sandbox', params, { kit: t.kit });
    expect(sessionId).toMatch(/^pay_/);
    expect(url).toBe(`https://api.test/sandbox-exchange/pay/${sessionId}`);
    expect(t.api.only()).toMatchObject({ amount: '0.5', decimals: 18, method: 'exchange' });
    expect(getIsPaymentInProgress({ kit: t.kit })).toBe(false);
    await expect(getExchangeBuyStatus('sandbox', sessionId, { kit: t.kit })).resolves.toEqual({
      status: 'IN_PROGRESS',
    });
    t.api.settle(sessionId, 'SUCCESS', TX_HASH);
    await expect(getExchangeBuyStatus('sandbox', sessionId, { kit: t.kit })).resolves.toEqual({
      status: 'SUCCESS',
      txHash: TX_HASH,
    });
  });

  test('behavior: getPayUrl with a bad recipient rejects with INVALID_RECIPIENT and records nothing', async () => {
    const params = { network: 'eip155:1', asset: 'native', amount: '0.5', recipient: 'merchant' };
    await expect(getPayUrl('sandbox', params, { kit: t.kit })).rejects.toMatchObject({
      code: 'INVALID_RECIPIENT',
    });
    expect(t.api.payments.size).toBe(0);
  });
});

describe('which kit', () => {
  test('behavior: with no kit on the page and none named, pay() resolves PayKitNotFoundError and openPay rejects', async () => {
    // Node has no page: no kit is ever found there without { kit }.
    const answer = await pay(ethPayment());
    expect(answer).toMatchObject({
      success: false,
      error: { name: 'PayKitNotFoundError', code: 'UNABLE_TO_INITIATE_PAYMENT' },
    });
    await expect(openPay(ethPayment())).rejects.toMatchObject({ name: 'PayKitNotFoundError' });
    expect(() => getIsPaymentInProgress()).toThrow(expect.objectContaining({ name: 'PayKitNotFoundError' }));
  });

  test('behavior: a kit without the pay feature is PayFeatureOffError', async () => {
    const off = createAppKit({
      projectId: 'proj-1',
      networks: [ethereum],
      storage: createMemoryStorage(),
      onWarn: () => undefined,
      features: { analytics: false },
    });
    const answer = await pay(ethPayment(), { kit: off, method: 'wallet' });
    expect(answer).toMatchObject({ success: false, error: { name: 'PayFeatureOffError' } });
    off.destroy();
  });
});
