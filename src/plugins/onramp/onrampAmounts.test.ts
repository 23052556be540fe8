import { ONRAMP_FALLBACK_LIMITS, ONRAMP_SAMPLE_OPTIONS } from '../../core/constants/onramp';
import { fiatAmountText, limitProblem, mockedOnrampQuote } from './onrampAmounts';

describe('on-ramp amounts', () => {
  test('default: a typed amount in either decimal mark is a plain two-decimal amount', () => {
    expect(fiatAmountText('20')).toBe('20.00');
    expect(fiatAmountText('20,5')).toBe('20.50');
    expect(fiatAmountText('0.07')).toBe('0.07');
  });

  test('edge: nothing, zero and more than two decimals are no amount', () => {
    for (const typed of ['', '0', '0.00', '1.234', 'abc', '1e3'])
      expect(fiatAmountText(typed)).toBeUndefined();
  });

  test('behavior: the card limits of the currency, by cents, inclusive', () => {
    const options = { ...ONRAMP_SAMPLE_OPTIONS, paymentCurrencies: ONRAMP_FALLBACK_LIMITS };
    expect(limitProblem(options, 'EUR', '10.00')).toBeUndefined();
    expect(limitProblem(options, 'EUR', '7500.00')).toBeUndefined();
    expect(limitProblem(options, 'EUR', '9.99')).toEqual({ kind: 'min', limit: '10.00', currency: 'EUR' });
    expect(limitProblem(options, 'USD', '7500.01')).toEqual({
      kind: 'max',
      limit: '7500.00',
      currency: 'USD',
    });
    expect(limitProblem(options, 'GBP', '1.00')).toBeUndefined();
  });

  test('behavior: the mocked quote of SPEC §8 adds up: fee 1.5 %, the rest at the sample price, EUR at 1.08', () => {
    const usd = mockedOnrampQuote('20.00', 'USD', 'USDC');
    expect(usd).toMatchObject({
      quoteId: 'mocked-quote-id',
      coinbaseFee: { amount: '0.30', currency: 'USD' },
      paymentSubtotal: { amount: '19.70', currency: 'USD' },
      paymentTotal: { amount: '20.00', currency: 'USD' },
      purchaseAmount: { amount: '19.700000', currency: 'USDC' },
    });
    // 108.00 EUR less 1.62 is 106.38 EUR, at 1.08 USD each: 114.8904 USDC.
    expect(mockedOnrampQuote('108.00', 'EUR', 'USDC').purchaseAmount.amount).toBe('114.890400');
  });
});
