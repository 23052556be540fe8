import { ACCOUNT, transaction, transfer } from '../../../../test/history/historyFixtures';
import { transactionCounterparty } from './transactionCounterparty';

const MINED = '2024-06-03T10:00:00.000Z';
const OTHER = '0x2222222222222222222222222222222222222222';
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('transactionCounterparty', () => {
  test('default: a send names its recipient; a received one its sender', () => {
    const sent = transaction('s', MINED, {
      metadata: { operationType: 'send', sentFrom: ACCOUNT, sentTo: OTHER },
      transfers: [transfer({ direction: 'out' })],
    });
    expect(transactionCounterparty(sent)).toEqual({ side: 'to', address: OTHER });
    expect(transactionCounterparty(transaction('r', MINED))).toEqual({
      side: 'from',
      address: '0x1111111111111111111111111111111111111111',
    });
  });

  test('behavior: a token transfer names the transfer recipient, not the token contract', () => {
    const sent = transaction('t', MINED, {
      metadata: { operationType: 'send', sentFrom: ACCOUNT, sentTo: TOKEN },
      transfers: [transfer({ direction: 'out', recipient: OTHER })],
    });
    expect(transactionCounterparty(sent)).toEqual({ side: 'to', address: OTHER });
  });

  test('behavior: a swap, a self transfer and a call that moved nothing have none', () => {
    const swap = transaction('w', MINED, {
      metadata: { operationType: 'trade' },
      transfers: [transfer({ direction: 'out' }), transfer({ direction: 'in' })],
    });
    expect(transactionCounterparty(swap)).toBeUndefined();
    const self = transaction('x', MINED, { transfers: [transfer({ direction: 'self' })] });
    expect(transactionCounterparty(self)).toBeUndefined();
    const call = transaction('c', MINED, { metadata: { operationType: 'execute' }, transfers: [] });
    expect(transactionCounterparty(call)).toBeUndefined();
  });
});
