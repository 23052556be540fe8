import { transaction } from '../../../test/history/historyFixtures';
import { appendTransactions, mergeFirstPage } from './mergeTransactions';

const tx = (id: string, status: 'confirmed' | 'pending' = 'confirmed') =>
  transaction(id, '2024-06-03T10:00:00.000Z', { metadata: { status } });
const ids = (list: { id: string }[]) => list.map((t) => t.id);

describe('appendTransactions', () => {
  test('default', () => {
    expect(ids(appendTransactions([tx('a'), tx('b')], [tx('c'), tx('d')]))).toEqual(['a', 'b', 'c', 'd']);
  });

  test('behavior: a transaction already loaded keeps its place when a next page repeats it', () => {
    expect(ids(appendTransactions([tx('a'), tx('b')], [tx('b'), tx('c'), tx('c')]))).toEqual(['a', 'b', 'c']);
  });
});

describe('mergeFirstPage', () => {
  test('default', () => {
    const merged = mergeFirstPage([tx('b'), tx('c'), tx('d')], [tx('a'), tx('b'), tx('c')]);
    expect(ids(merged.transactions)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.restarted).toBe(false);
  });

  test('behavior: a known transaction takes its fresh version (pending turns confirmed) without moving', () => {
    const merged = mergeFirstPage([tx('a', 'pending'), tx('b')], [tx('a', 'confirmed'), tx('b')]);
    expect(merged.transactions.map((t) => [t.id, t.metadata.status])).toEqual([
      ['a', 'confirmed'],
      ['b', 'confirmed'],
    ]);
  });

  test('behavior: a page that shares nothing with the list starts it over (no hole, nothing stale)', () => {
    const merged = mergeFirstPage([tx('x'), tx('y')], [tx('a'), tx('b')]);
    expect(ids(merged.transactions)).toEqual(['a', 'b']);
    expect(merged.restarted).toBe(true);
    expect(mergeFirstPage([tx('x')], []).transactions).toEqual([]);
  });
});
