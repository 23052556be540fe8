import { ONRAMP_SAMPLE_OPTIONS } from '../../core/constants/onramp';
import { mockedOnrampQuote } from './onrampAmounts';
import {
  onrampAmountTyped,
  onrampBuyOpened,
  onrampBuyStarting,
  onrampOptionsListed,
  onrampOrderFollowStopped,
  onrampOrderRead,
  onrampPopupClosed,
  onrampPurchaseCurrencySelected,
  onrampQuoteReceived,
  onrampReset,
  onrampSlice,
} from './onrampSlice';

const reduce = onrampSlice.reducer;
const ORDER = {
  id: 'onramp_a',
  status: 'pending',
  asset: 'ETH',
  amount: '0.01',
  address: '0x1',
  network: 'base',
} as const;

function listed() {
  let state = reduce(undefined, onrampOptionsListed({ options: ONRAMP_SAMPLE_OPTIONS, source: 'api' }));
  state = reduce(state, onrampPurchaseCurrencySelected('ETH'));
  return reduce(state, onrampAmountTyped('20'));
}

describe('onramp slice', () => {
  test('default: nothing typed, nothing bought; the options bring the first payment currency', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      optionsStatus: 'idle',
      amount: '',
      quoteStatus: 'idle',
      buyStatus: 'idle',
    });
    expect(listed()).toMatchObject({ paymentCurrency: 'USD', optionsSource: 'api', amount: '20' });
  });

  test('behavior: a quote for the form as it was is kept; one for a form edited since is dropped', () => {
    const state = listed();
    const quote = mockedOnrampQuote('20.00', 'USD', 'ETH');
    expect(reduce(state, onrampQuoteReceived({ key: '20|USD|ETH', quote })).quote).toEqual(quote);
    expect(reduce(state, onrampQuoteReceived({ key: '2|USD|ETH', quote })).quote).toBeUndefined();
    const quoted = reduce(state, onrampQuoteReceived({ key: '20|USD|ETH', quote }));
    expect(reduce(quoted, onrampAmountTyped('25')).quote).toBeUndefined();
  });

  test('behavior: a buy follows its order; a final status ends it, another order id changes nothing', () => {
    let state = reduce(listed(), onrampBuyStarting('meld'));
    state = reduce(
      state,
      onrampBuyOpened({ url: 'https://pay.test/?orderId=onramp_a', orderId: 'onramp_a', popup: 'open' }),
    );
    state = reduce(state, onrampOrderRead({ ...ORDER, id: 'onramp_b', status: 'completed' }));
    expect(state).toMatchObject({ buyStatus: 'following', selectedProvider: 'meld' });
    expect(state.order).toBeUndefined();
    state = reduce(state, onrampPopupClosed());
    expect(state.popup).toBe('closed');
    state = reduce(state, onrampOrderRead({ ...ORDER, status: 'abandoned' }));
    expect(state).toMatchObject({ buyStatus: 'done', order: { status: 'abandoned' } });
    expect(reduce(state, onrampOrderFollowStopped('onramp_a')).buyStatus).toBe('done');
  });

  test('edge: a blocked window is not "closed"; reset keeps the options and the currency paid', () => {
    let state = reduce(listed(), onrampBuyStarting('coinbase'));
    state = reduce(
      state,
      onrampBuyOpened({ url: 'https://pay.test/', orderId: 'onramp_a', popup: 'blocked' }),
    );
    expect(reduce(state, onrampPopupClosed()).popup).toBe('blocked');
    const cleared = reduce(state, onrampReset());
    expect(cleared).toMatchObject({
      amount: '',
      buyStatus: 'idle',
      paymentCurrency: 'USD',
      optionsStatus: 'ready',
    });
    expect(cleared.buyUrl).toBeUndefined();
  });
});
