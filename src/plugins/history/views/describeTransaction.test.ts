import { transaction, transfer } from '../../../../test/history/historyFixtures';
import type { TransactionTransfer } from '../historyTypes';
import { describeTransaction } from './describeTransaction';

const MINED = '2024-06-03T10:00:00.000Z';
const of = (operationType: string, transfers: TransactionTransfer[]) =>
  describeTransaction(
    transaction('t', MINED, { metadata: { operationType: operationType as never }, transfers }),
  );
const usdc = (direction: 'in' | 'out', numeric: string) =>
  transfer({ direction, quantity: { numeric }, fungible_info: { name: 'USD Coin', symbol: 'USDC' } });

describe('describeTransaction', () => {
  test('default', () => {
    expect(of('receive', [transfer()])).toEqual({
      amounts: '+1.234 ETH',
      more: 0,
      imageUrl: 'https://icons.test/eth.png',
      imageName: 'ETH',
    });
  });

  test('behavior: the sign follows the direction, whatever the operation type; quantities cut to 3 decimals', () => {
    // Issue 22: "Sent +0.5 ETH" told a visitor money arrived. SPEC §4's list is for directionless transfers.
    expect(of('send', [usdc('out', '0.5')]).amounts).toBe('-0.5 USDC');
    for (const type of ['send', 'receive', 'deposit', 'borrow', 'claim', 'withdraw'])
      expect(of(type, [usdc('in', '12.3459')]).amounts).toBe('+12.345 USDC');
    for (const type of ['withdraw', 'repay', 'burn', 'approve'])
      expect(of(type, [usdc('out', '0.0009')]).amounts).toBe('-0 USDC');
    expect(of('send', [transfer({ direction: 'self', quantity: { numeric: '5' } })]).amounts).toBe('5 ETH');
  });

  test('behavior: a swap shows what left, then what arrived', () => {
    expect(
      of('trade', [usdc('in', '1200'), transfer({ direction: 'out', quantity: { numeric: '0.5' } })]).amounts,
    ).toBe('-0.5 ETH → +1200 USDC');
  });

  test('behavior: an NFT shows its name and preview; spam transfers are left out; extra transfers are counted', () => {
    const nft: TransactionTransfer = {
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: {
        name: 'Cat #7',
        content: { preview: { url: 'https://nft.test/7.png' } },
        flags: { is_spam: false },
      },
    };
    const spam = transfer({ fungible_info: { name: 'Free', symbol: 'FREE', flags: { is_spam: true } } });
    expect(of('mint', [spam, nft])).toEqual({
      amounts: '+1 Cat #7',
      more: 0,
      imageUrl: 'https://nft.test/7.png',
      imageName: 'Cat #7',
    });
    expect(of('receive', [transfer(), usdc('in', '1'), usdc('in', '2')])).toMatchObject({ more: 1 });
  });

  test('behavior: a call that moved nothing has no amounts and no image', () => {
    expect(of('execute', [])).toEqual({ amounts: '', more: 0 });
  });
});
