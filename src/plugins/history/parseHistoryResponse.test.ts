import { transaction } from '../../../test/history/historyFixtures';
import type { TransactionTransfer } from './historyTypes';
import { parseHistoryResponse, parseTransaction } from './parseHistoryResponse';

const MINED = '2024-06-03T10:00:00.000Z';

/** A wire transaction with one field replaced (a path into it, then the value). */
function withField(path: string[], value: unknown): unknown {
  const raw = JSON.parse(JSON.stringify(transaction('t1', MINED))) as Record<string, unknown>;
  let node = raw as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return raw;
}

describe('parseHistoryResponse', () => {
  test('default', () => {
    const nft: TransactionTransfer = {
      direction: 'out',
      quantity: { numeric: '1' },
      nft_info: {
        name: 'Cat #1',
        content: { preview: { url: 'https://nft.test/1.png' } },
        flags: { is_spam: false },
      },
    };
    const page = {
      data: [
        transaction('t1', MINED),
        transaction('t2', MINED, { transfers: [nft] }),
        transaction('t3', MINED, { transfers: [] }),
      ],
      next: 'cursor-2',
    };
    expect(parseHistoryResponse(page)).toEqual(page);
    expect(parseHistoryResponse({ data: [], next: null })).toEqual({ data: [], next: null });
  });

  test("behavior: an onramp=coinbase page's purchases are read with the chain statuses they stand for", () => {
    const buy = (status: string, hash: string) => {
      const raw = withField(['metadata', 'status'], status) as { metadata: Record<string, unknown> };
      raw.metadata.operationType = 'buy';
      raw.metadata.hash = hash;
      return raw;
    };
    const hash = `0x${'ab'.repeat(32)}`;
    const statuses = (page: unknown) => parseHistoryResponse(page)?.data.map((t) => t.metadata.status);
    expect(
      statuses({
        data: [
          buy('ONRAMP_TRANSACTION_STATUS_SUCCESS', hash),
          { ...buy('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', ''), id: 't2' },
          { ...buy('ONRAMP_TRANSACTION_STATUS_FAILED', ''), id: 't3' },
        ],
        next: null,
      }),
    ).toEqual(['confirmed', 'pending', 'failed']);
    // An empty hash is a purchase not settled yet: never a settled one, never another operation.
    expect(statuses({ data: [buy('ONRAMP_TRANSACTION_STATUS_SUCCESS', '')], next: null })).toEqual([]);
    expect(statuses({ data: [withField(['metadata', 'hash'], '')], next: null })).toEqual([]);
    expect(statuses({ data: [buy('ONRAMP_TRANSACTION_STATUS_MAYBE', hash)], next: null })).toEqual([]);
    expect(statuses({ data: [buy('toString', hash)], next: null })).toEqual([]);
  });

  test('behavior: a transaction missing or breaking a required field is dropped, the rest of the page kept', () => {
    const broken = [
      withField(['id'], undefined),
      withField(['id'], ''),
      withField(['metadata'], 'nope'),
      withField(['metadata', 'operationType'], 'teleport'),
      withField(['metadata', 'status'], 'maybe'),
      withField(['metadata', 'minedAt'], 'yesterday'),
      withField(['metadata', 'chain'], 'mainnet'),
      withField(['metadata', 'nonce'], -1),
      withField(['metadata', 'hash'], 42),
      withField(['transfers'], undefined),
      withField(['transfers', '0', 'direction'], 'sideways'),
      withField(['transfers', '0', 'quantity', 'numeric'], '1e18'),
      withField(['transfers', '0', 'quantity'], 5),
      withField(['transfers', '0', 'fungible_info', 'symbol'], undefined),
      withField(['transfers', '0', 'nft_info'], { name: 'No flags' }),
      null,
      'a string',
      [],
    ];
    const page = parseHistoryResponse({ data: [...broken, transaction('ok', MINED)], next: null });
    expect(page?.data.map((t) => t.id)).toEqual(['ok']);
  });

  test('behavior: a wrong optional field is left out and the transaction kept', () => {
    const raw = withField(['transfers', '0'], {
      direction: 'in',
      quantity: { numeric: '2' },
      value: Number.NaN,
      price: 'free',
      fungible_info: {
        name: 'Bad',
        symbol: 'BAD',
        icon: { url: 'javascript:alert(1)' },
        flags: { is_spam: 'yes' },
      },
      extra: 'ignored',
    });
    expect(parseTransaction(raw)?.transfers).toEqual([
      { direction: 'in', quantity: { numeric: '2' }, fungible_info: { name: 'Bad', symbol: 'BAD' } },
    ]);
    const preview = withField(['transfers', '0'], {
      direction: 'out',
      quantity: { numeric: '1' },
      nft_info: {
        name: 'Cat',
        content: { preview: { url: 'ftp://nft.test/1.png' } },
        flags: { is_spam: false },
      },
    });
    expect(parseTransaction(preview)?.transfers[0]?.nft_info).toEqual({
      name: 'Cat',
      flags: { is_spam: false },
    });
  });

  test('behavior: a transfer keeps its own sender and recipient (the row names them); a wrong one is left out', () => {
    const other = '0x2222222222222222222222222222222222222222';
    const kept = parseTransaction(withField(['transfers', '0', 'recipient'], other));
    expect(kept?.transfers[0]?.recipient).toBe(other);
    const wrong = parseTransaction(withField(['transfers', '0', 'sender'], 42));
    expect(wrong?.transfers[0]).not.toHaveProperty('sender');
  });

  test('behavior: an id that repeats within a page is kept once; a missing next is the last page', () => {
    const page = parseHistoryResponse({ data: [transaction('a', MINED), transaction('a', MINED)] });
    expect(page).toEqual({ data: [transaction('a', MINED)], next: null });
  });

  test('error: an answer that is not a page is undefined (a failed fetch, not an empty history)', () => {
    for (const answer of [
      null,
      'html',
      [],
      {},
      { data: {} },
      { data: [], next: 3 },
      { data: [], next: '' },
    ]) {
      expect(parseHistoryResponse(answer)).toBeUndefined();
    }
  });
});
