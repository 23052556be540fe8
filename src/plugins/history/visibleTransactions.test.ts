import { transaction, transfer } from '../../../test/history/historyFixtures';
import { isSpamTransaction, visibleTransactions } from './visibleTransactions';

const MINED = '2024-06-03T10:00:00.000Z';
const spamToken = transfer({ fungible_info: { name: 'Airdrop', symbol: 'FREE', flags: { is_spam: true } } });
const spamNft = {
  direction: 'in' as const,
  quantity: { numeric: '1' },
  nft_info: { name: 'Prize', flags: { is_spam: true } },
};
const realToken = transfer({
  fungible_info: { name: 'USD Coin', symbol: 'USDC', flags: { is_spam: false } },
});

describe('isSpamTransaction', () => {
  test('default', () => {
    expect(isSpamTransaction(transaction('a', MINED, { transfers: [spamToken, spamNft] }))).toBe(true);
    expect(isSpamTransaction(transaction('b', MINED, { transfers: [realToken] }))).toBe(false);
  });

  test('behavior: one real transfer among spam ones keeps the transaction (SPEC §5: only when all are spam)', () => {
    expect(isSpamTransaction(transaction('a', MINED, { transfers: [spamToken, realToken] }))).toBe(false);
    expect(isSpamTransaction(transaction('b', MINED, { transfers: [spamNft, transfer()] }))).toBe(false);
  });

  test('behavior: a transaction without transfers (a contract call) is not spam', () => {
    expect(isSpamTransaction(transaction('a', MINED, { transfers: [] }))).toBe(false);
  });
});

describe('visibleTransactions', () => {
  test('default', () => {
    const list = [
      transaction('mainnet', MINED),
      transaction('base', MINED, { metadata: { chain: 'eip155:8453' } }),
      transaction('spam', MINED, { transfers: [spamToken] }),
      transaction('mixed', MINED, { transfers: [spamToken, realToken] }),
    ];
    expect(visibleTransactions(list, 'eip155:1').map((t) => t.id)).toEqual(['mainnet', 'mixed']);
    expect(visibleTransactions(list, 'eip155:8453').map((t) => t.id)).toEqual(['base']);
    expect(visibleTransactions(list, 'eip155:10')).toEqual([]);
  });
});
