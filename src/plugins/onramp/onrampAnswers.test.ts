import { parseOnrampOrder, parseOnrampQuote, parseOnrampUrl } from './onrampAnswers';

describe('on-ramp answers', () => {
  test('behavior: the buy URL gives its order id from the orderId parameter', () => {
    expect(
      parseOnrampUrl({ url: 'http://127.0.0.1:8787/sandbox-pay/buy/select-asset?appId=a&orderId=onramp_1' }),
    ).toEqual({
      url: 'http://127.0.0.1:8787/sandbox-pay/buy/select-asset?appId=a&orderId=onramp_1',
      orderId: 'onramp_1',
    });
  });

  test('error: a URL that is no web page, or has no order, is refused', () => {
    expect(parseOnrampUrl({ url: 'javascript:alert(1)//?orderId=x' })).toBeUndefined();
    expect(parseOnrampUrl({ url: 'https://pay.test/buy' })).toBeUndefined();
    expect(parseOnrampUrl({ url: 'not a url' })).toBeUndefined();
  });

  test('error: a quote or an order missing a field, or with an unknown status, is refused', () => {
    expect(parseOnrampQuote({ quoteId: 'q', coinbaseFee: { amount: '1', currency: 'USD' } })).toBeUndefined();
    const order = { id: 'o', status: 'pending', asset: 'ETH', amount: '1', address: '0x1', network: 'base' };
    expect(parseOnrampOrder(order)).toEqual(order);
    expect(parseOnrampOrder({ ...order, status: 'settling' })).toBeUndefined();
    expect(parseOnrampOrder({ ...order, amount: 1 })).toBeUndefined();
  });
});
