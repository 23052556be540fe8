import type { PaymentRow } from './payPayments';
import { sandboxExchangePage } from './sandboxExchangePage';

const payment: PaymentRow = {
  id: `pay_${'a'.repeat(24)}`,
  recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  caip_network_id: 'eip155:31337',
  asset: 'native',
  amount: '0.01',
  decimals: 18,
  method: 'exchange',
  exchange_id: 'sandbox',
  payer: null,
  status: 'IN_PROGRESS',
  tx_hash: null,
  failure_reason: null,
};

describe('Sandbox Exchange page', () => {
  test('escapes every field it echoes, so a stored value cannot become markup', () => {
    const hostile = `<img src=x onerror="alert(1)">'&\``;
    const page = sandboxExchangePage(
      {
        ...payment,
        id: hostile,
        recipient: hostile,
        caip_network_id: hostile,
        asset: hostile,
        amount: hostile,
      },
      hostile,
    );
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;&#96;');
  });

  test('a payment in progress offers Pay, Fail and Settle slowly; a settled one says how it ended', () => {
    const open = sandboxExchangePage(payment, 'ETH');
    expect(open).toContain('Sandbox Exchange — a local stand-in for a centralised exchange, no real account');
    expect(open).toContain('0.01 ETH');
    expect(open).toContain('<button type="submit">Pay</button><button type="button" id="fail">Fail</button>');
    expect(open).toContain('Settle slowly');
    for (const [status, text] of [
      ['SETTLING', 'This payment is being settled.'],
      ['SUCCESS', 'This payment is paid.'],
      ['FAILED', 'This payment failed.'],
    ] as const) {
      const page = sandboxExchangePage({ ...payment, status }, 'ETH');
      expect(page).not.toContain('<form');
      expect(page).toContain(text);
    }
  });
});
