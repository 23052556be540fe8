import { isLuhnValid } from './isLuhnValid';
import type { OnrampOrderRow } from './onrampOrders';
import { sandboxPayPage } from './sandboxPayPage';

const order: OnrampOrderRow = {
  id: 'onramp_00000000-0000-4000-8000-000000000000',
  caip_network_id: 'eip155:31337',
  network: 'sandbox-31337',
  address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  asset: 'USDC',
  crypto_amount: '19.400000',
  fiat_currency: 'USD',
  fiat_amount: '20.00',
  partner_user_id: 'user-1',
  status: 'pending',
  tx_hash: null,
};

describe('Sandbox Pay page', () => {
  test('escapes every field it echoes, so a stored value cannot become markup', () => {
    const hostile = `<img src=x onerror="alert(1)">'&\``;
    const page = sandboxPayPage({ ...order, asset: hostile, network: hostile, address: hostile }, undefined);
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;&#96;');
  });

  test('a pending order offers the card form; a finished one says how it ended and offers none', () => {
    expect(sandboxPayPage(order, undefined)).toContain('<form id="pay"');
    const done = sandboxPayPage({ ...order, status: 'completed' }, undefined);
    expect(done).not.toContain('<form');
    expect(done).toContain('This order is completed.');
    expect(sandboxPayPage({ ...order, status: 'settling' }, undefined)).toContain('This order is pending.');
  });
});

describe('isLuhnValid', () => {
  test.each([
    ['4242 4242 4242 4242', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['42424242424', false],
    ['4242-4242-4242-4242', false],
    ['', false],
  ])('%s -> %s', (card, valid) => {
    expect(isLuhnValid(card)).toBe(valid);
  });
});
