import { PayInProgressError, PayInvalidRecipientError, toPayError } from './payErrors';
import {
  payExchangesFailed,
  payExchangesListed,
  payFailed,
  payPopupBlocked,
  payRequested,
  payReset,
  payRetried,
  paySlice,
  payStarted,
  paySucceeded,
  payTransactionSent,
  payWalletAsked,
} from './paySlice';
import { validatePayment } from './validatePayment';

const reduce = paySlice.reducer;
const request = validatePayment({
  recipient: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  amount: '0.5',
  paymentAsset: {
    network: 'eip155:1',
    asset: 'native',
    metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
});
const ID = `pay_${'a'.repeat(24)}`;
const HASH = `0x${'ab'.repeat(32)}`;
const requested = reduce(undefined, payRequested({ request }));

describe('paySlice', () => {
  test('default: idle, nothing in progress, no exchanges, the 300000 ms timeout', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      timeoutMs: 300_000,
      status: 'idle',
      inProgress: false,
      awaitingWallet: false,
      exchanges: [],
      exchangesStatus: 'idle',
    });
  });

  test('behavior: a request keeps the checked payment (units in base units) and its timeout', () => {
    const state = reduce(undefined, payRequested({ request, timeoutMs: 5000 }));
    expect(state.request).toMatchObject({ amount: '0.5', units: '500000000000000000', symbol: 'ETH' });
    expect(state.timeoutMs).toBe(5000);
  });

  test('behavior: started -> transaction -> succeeded walks IN_PROGRESS to SUCCESS with the result', () => {
    let state = reduce(requested, payWalletAsked(true));
    expect(state).toMatchObject({ inProgress: true, awaitingWallet: true, status: 'idle' });
    state = reduce(state, payStarted({ id: ID, method: 'wallet' }));
    expect(state).toMatchObject({ status: 'IN_PROGRESS', inProgress: true });
    state = reduce(state, payTransactionSent(HASH));
    expect(state).toMatchObject({ awaitingWallet: false, payment: { id: ID, txHash: HASH } });
    state = reduce(state, paySucceeded({ paymentId: ID, txHash: HASH }));
    expect(state).toMatchObject({
      status: 'SUCCESS',
      inProgress: false,
      result: { paymentId: ID, txHash: HASH },
    });
  });

  test('behavior: a failure before anything was recorded keeps status idle; after, it is FAILED', () => {
    const error = toPayError(new PayInvalidRecipientError().toJSON());
    expect(reduce(requested, payFailed(error))).toMatchObject({ status: 'idle', inProgress: false, error });
    const started = reduce(requested, payStarted({ id: ID, method: 'exchange', exchangeId: 'sandbox' }));
    expect(reduce(started, payFailed(error))).toMatchObject({ status: 'FAILED', inProgress: false, error });
  });

  test('behavior: a blocked popup is marked on the payment', () => {
    const started = reduce(requested, payStarted({ id: ID, method: 'exchange', url: 'https://x.test/' }));
    expect(reduce(started, payPopupBlocked(true)).payment?.popupBlocked).toBe(true);
  });

  test('behavior: Try again keeps the request and the exchanges, but never while a payment is in progress', () => {
    const listed = reduce(
      requested,
      payExchangesListed([{ id: 'sandbox', name: 'Sandbox Exchange', imageUrl: '' }]),
    );
    const started = reduce(listed, payStarted({ id: ID, method: 'wallet' }));
    expect(reduce(started, payRetried())).toBe(started);
    const failed = reduce(started, payFailed(toPayError(new PayInProgressError(ID).toJSON())));
    const retried = reduce(failed, payRetried());
    expect(retried).toMatchObject({ status: 'idle', request, exchangesStatus: 'loaded' });
    expect(retried.payment).toBeUndefined();
    expect(retried.error).toBeUndefined();
  });

  test('behavior: a failed exchanges list keeps its error apart from the payment; reset clears everything', () => {
    const error = toPayError({
      name: 'PayExchangesError',
      message: 'Unable to get exchanges',
      code: 'UNABLE_TO_GET_EXCHANGES',
    });
    const state = reduce(requested, payExchangesFailed(error));
    expect(state).toMatchObject({ exchangesStatus: 'failed', exchangesError: error });
    expect(state.error).toBeUndefined();
    expect(reduce(state, payReset())).toEqual(reduce(undefined, { type: 'init' }));
  });
});
