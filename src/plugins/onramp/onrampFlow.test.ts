import {
  BUYER,
  createOnrampTestKit,
  type OnrampTestKit,
  ORDER_ID,
} from '../../../test/plugins/onrampTestKit';
import {
  ONRAMP_MOCKED_QUOTE_ID,
  ONRAMP_ORDER_LIMIT_MS,
  ONRAMP_ORDER_POLL_MS,
  ONRAMP_QUOTE_DEBOUNCE_MS,
  ONRAMP_SAMPLE_OPTIONS,
} from '../../core/constants/onramp';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { loadOnrampPlugin, type OnrampPluginApi } from './loadOnrampPlugin';

// The on-ramp flow headless, as a host drives it (loadOnrampPlugin), through a real kit. The on-ramp
// API, the provider window and the balance refresh are stubs (test/plugins/onrampTestKit.ts); the
// integration test runs the same flow against the reference API.

let t: OnrampTestKit;
let onramp: OnrampPluginApi;
const state = () => t.state().onramp!;
const asked = (route: string) => t.api.requests.filter((r) => r.route === route);

beforeEach(async () => {
  t = await createOnrampTestKit();
  onramp = await loadOnrampPlugin(t.kit);
});

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

/** Options, then `amount` typed, quoted at once. */
async function filled(amount = '20') {
  await t.kit.store.dispatch(onramp.loadOnrampOptions()).unwrap();
  t.kit.store.dispatch(onramp.typeOnrampAmount(amount));
  return t.kit.store.dispatch(onramp.fetchOnrampQuote()).unwrap();
}

describe('on-ramp options and quote (stub on-ramp API)', () => {
  test('default: the options load, USD is paid, the first token sold on Base (ETH) is chosen', async () => {
    await t.kit.store.dispatch(onramp.loadOnrampOptions()).unwrap();
    expect(state()).toMatchObject({ optionsSource: 'api', paymentCurrency: 'USD', purchaseCurrency: 'ETH' });
    expect(onramp.selectOnrampTokens(t.state()).map((c) => c.id)).toEqual(['ETH', 'USDC']);
    expect(onramp.selectOnrampTarget(t.state())).toMatchObject({ network: 'base', account: BUYER });
  });

  test('behavior: the quote asks SPEC §7 fields and is kept with its figures', async () => {
    const quote = await filled('20');
    expect(asked('POST /v1/onramp/quote').at(-1)?.body).toEqual({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '20.00',
      network: 'base',
    });
    expect(quote).toMatchObject({
      quoteId: 'quote_stub',
      paymentTotal: { amount: '20.00', currency: 'USD' },
    });
    expect(state().quote).toEqual(quote);
    expect(state().quoteError).toBeUndefined();
  });

  test('error: options failure (stub answering 500) falls back to the sample options, with the cause kept', async () => {
    t.api.routes['GET /v1/onramp/options'] = () => ({ status: 500, body: { error: { code: 'INTERNAL' } } });
    const options = await t.kit.store.dispatch(onramp.loadOnrampOptions()).unwrap();
    expect(options).toBe(ONRAMP_SAMPLE_OPTIONS);
    expect(state()).toMatchObject({
      optionsSource: 'sample',
      optionsError: { name: 'HttpStatusError', code: 500 },
      purchaseCurrency: 'ETH',
    });
    expect(state().options?.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]);
  });

  test('error: quote failure (stub answering 500) gives the mocked quote from the sample price and a 1.5 % fee', async () => {
    t.api.routes['POST /v1/onramp/quote'] = () => ({ status: 500, body: {} });
    t.kit.store.dispatch(onramp.selectOnrampPaymentCurrency('USD'));
    const quote = await filled('100');
    expect(quote).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.50', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.032833', currency: 'ETH' },
      quoteId: ONRAMP_MOCKED_QUOTE_ID,
    });
    expect(state().quoteError).toMatchObject({ code: 500 });
  });

  test('error: an amount off the limits is refused before the API, and says which limit', async () => {
    await t.kit.store.dispatch(onramp.loadOnrampOptions()).unwrap();
    for (const [amount, problem] of [
      ['9.99', { kind: 'min', limit: '10.00', currency: 'USD' }],
      ['7500.01', { kind: 'max', limit: '7500.00', currency: 'USD' }],
    ] as const) {
      t.kit.store.dispatch(onramp.typeOnrampAmount(amount));
      expect(onramp.selectOnrampLimitProblem(t.state())).toEqual(problem);
      const result = await t.kit.store.dispatch(onramp.fetchOnrampQuote());
      expect(result.payload).toMatchObject({ name: 'OnrampFormIncompleteError', data: { field: 'limits' } });
    }
    expect(asked('POST /v1/onramp/quote')).toHaveLength(0);
  });

  test('error: typing letters, a second mark or a third decimal changes nothing', async () => {
    await t.kit.store.dispatch(onramp.loadOnrampOptions()).unwrap();
    expect(t.kit.store.dispatch(onramp.typeOnrampAmount('12.5'))).toBe(true);
    for (const typed of ['12.5a', '1.2.3', '12.555', '-1']) {
      expect(t.kit.store.dispatch(onramp.typeOnrampAmount(typed))).toBe(false);
    }
    expect(state().amount).toBe('12.5');
    expect(t.kit.store.dispatch(onramp.selectOnrampPaymentCurrency('GBP'))).toBe(false);
    expect(t.kit.store.dispatch(onramp.selectOnrampPurchaseCurrency('DOGE'))).toBe(false);
    expect(state()).toMatchObject({ paymentCurrency: 'USD', purchaseCurrency: 'ETH' });
  });

  test('behavior: typing asks for one quote, ONRAMP_QUOTE_DEBOUNCE_MS after the last key', async () => {
    await t.kit.store.dispatch(onramp.loadOnrampOptions()).unwrap();
    jest.useFakeTimers();
    for (const typed of ['2', '25', '25.5']) {
      t.kit.store.dispatch(onramp.typeOnrampAmount(typed));
      await jest.advanceTimersByTimeAsync(ONRAMP_QUOTE_DEBOUNCE_MS - 1);
    }
    expect(asked('POST /v1/onramp/quote')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(asked('POST /v1/onramp/quote').map((r) => (r.body as { amount: string }).amount)).toEqual([
      '25.50',
    ]);
  });

  test('behavior: a network switch clears the form and keeps the token on one sold there', async () => {
    await filled('20');
    t.kit.store.dispatch(onramp.selectOnrampPurchaseCurrency('USDC'));
    t.kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:1' }));
    expect(state()).toMatchObject({ amount: '', purchaseCurrency: 'ETH', buyStatus: 'idle' });
    expect(state().quote).toBeUndefined();
    expect(onramp.selectOnrampTarget(t.state()).network).toBe('ethereum');
  });
});

describe('on-ramp buy and order (stub on-ramp API, stub popup, fake timers)', () => {
  test('behavior: a buy opens the window, sends it to the URL, follows the order to completed and refreshes the balance', async () => {
    await filled('20');
    jest.useFakeTimers();
    const orderId = await t.kit.store.dispatch(onramp.startOnrampBuy('coinbase'));
    expect(orderId).toBe(ORDER_ID);
    expect(asked('POST /v1/generators/onrampurl')[0]?.body).toEqual({
      destinationWallets: [{ address: BUYER, blockchains: ['base'], assets: ['ETH'] }],
      defaultNetwork: 'base',
      partnerUserId: BUYER,
      defaultExperience: 'buy',
      presetFiatAmount: 20,
      fiatCurrency: 'USD',
      projectId: 'proj-1',
    });
    expect(t.popups[0]?.navigatedTo).toEqual([expect.stringContaining(`orderId=${ORDER_ID}`)]);
    await jest.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ buyStatus: 'following', popup: 'open', order: { status: 'pending' } });
    t.api.order = { ...t.api.order, status: 'completed' };
    await jest.advanceTimersByTimeAsync(ONRAMP_ORDER_POLL_MS);
    expect(state()).toMatchObject({ buyStatus: 'done', order: { status: 'completed' } });
    expect(t.balanceRefreshes).toBe(1);
    const reads = asked(`GET /v1/onramp/orders/${ORDER_ID}`).length;
    await jest.advanceTimersByTimeAsync(ONRAMP_ORDER_POLL_MS * 3);
    expect(asked(`GET /v1/onramp/orders/${ORDER_ID}`)).toHaveLength(reads);
  });

  test('behavior: a blocked window keeps the URL for the links and the order is still followed', async () => {
    await filled('20');
    t.blockPopups = true;
    jest.useFakeTimers();
    await t.kit.store.dispatch(onramp.startOnrampBuy('meld'));
    await jest.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({
      popup: 'blocked',
      selectedProvider: 'meld',
      buyUrl: expect.stringContaining(ORDER_ID),
      order: { status: 'pending' },
    });
  });

  test('behavior: the window closed while pending is a state; reading goes on and the order may still complete', async () => {
    await filled('20');
    jest.useFakeTimers();
    await t.kit.store.dispatch(onramp.startOnrampBuy('coinbase'));
    await jest.advanceTimersByTimeAsync(0);
    t.popups[0]!.closed = true;
    await jest.advanceTimersByTimeAsync(ONRAMP_ORDER_POLL_MS);
    expect(state()).toMatchObject({ popup: 'closed', buyStatus: 'following' });
    expect(state().buyError).toBeUndefined();
    t.api.order = { ...t.api.order, status: 'completed' };
    await jest.advanceTimersByTimeAsync(ONRAMP_ORDER_POLL_MS);
    expect(state()).toMatchObject({ buyStatus: 'done', order: { status: 'completed' } });
  });

  test('edge: a window closed before the URL came back is "closed", not "blocked", and is not sent anywhere', async () => {
    await filled('20');
    const started = t.kit.store.dispatch(onramp.startOnrampBuy('coinbase'));
    t.popups[0]!.closed = true;
    await started;
    expect(state().popup).toBe('closed');
    expect(t.popups[0]?.navigatedTo).toEqual([]);
    t.kit.store.dispatch(onramp.stopOnrampOrder());
  });

  test('behavior: an order still pending after ONRAMP_ORDER_LIMIT_MS is no longer read', async () => {
    await filled('20');
    jest.useFakeTimers();
    await t.kit.store.dispatch(onramp.startOnrampBuy('coinbase'));
    await jest.advanceTimersByTimeAsync(ONRAMP_ORDER_LIMIT_MS + ONRAMP_ORDER_POLL_MS);
    expect(state().buyStatus).toBe('stopped');
    const reads = asked(`GET /v1/onramp/orders/${ORDER_ID}`).length;
    expect(reads).toBeGreaterThan(ONRAMP_ORDER_LIMIT_MS / ONRAMP_ORDER_POLL_MS - 2);
    await jest.advanceTimersByTimeAsync(ONRAMP_ORDER_POLL_MS * 5);
    expect(asked(`GET /v1/onramp/orders/${ORDER_ID}`)).toHaveLength(reads);
  });

  test('error: the buy URL refused (stub 400) is OnrampBuyUrlError with the API message, the window closed', async () => {
    await filled('20');
    t.api.routes['POST /v1/generators/onrampurl'] = () => ({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: 'Sandbox Pay does not sell ETH on base' } },
    });
    await expect(t.kit.store.dispatch(onramp.startOnrampBuy('coinbase'))).rejects.toMatchObject({
      name: 'OnrampBuyUrlError',
      data: { status: 400, detail: 'Sandbox Pay does not sell ETH on base' },
    });
    expect(state()).toMatchObject({ buyStatus: 'failed', buyError: { name: 'OnrampBuyUrlError' } });
    expect(t.popups[0]?.closed).toBe(true);
  });

  test('error: a form that cannot buy opens no window, asks nothing and changes nothing', async () => {
    await t.kit.store.dispatch(onramp.loadOnrampOptions()).unwrap();
    const before = state();
    await expect(t.kit.store.dispatch(onramp.startOnrampBuy('coinbase'))).rejects.toMatchObject({
      name: 'OnrampFormIncompleteError',
      data: { field: 'amount' },
    });
    expect(t.popups).toEqual([]);
    expect(asked('POST /v1/generators/onrampurl')).toHaveLength(0);
    expect(state()).toBe(before);
  });

  test('error: followOnrampOrder of something that is no order id is refused without a request', async () => {
    const result = await t.kit.store.dispatch(onramp.followOnrampOrder('../../v1/account'));
    expect(result.payload).toMatchObject({ name: 'OnrampOrderIdError' });
    expect(t.api.requests.filter((r) => r.route.includes('orders'))).toHaveLength(0);
  });
});
