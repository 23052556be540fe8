import type { Transaction } from './historyTypes';

/** A next page after the loaded ones; an id already listed keeps its place (pages may overlap). */
export function appendTransactions(
  loaded: readonly Transaction[],
  page: readonly Transaction[],
): Transaction[] {
  const ids = new Set(loaded.map((t) => t.id));
  const added: Transaction[] = [];
  for (const transaction of page) {
    if (ids.has(transaction.id)) continue;
    ids.add(transaction.id);
    added.push(transaction);
  }
  return added.length === 0 ? [...loaded] : [...loaded, ...added];
}

/** The result of `mergeFirstPage`: the list, and whether it had to start over. */
export interface MergeFirstPageReturnType {
  transactions: Transaction[];
  /** True when the fresh page did not meet the loaded list, so the list is the page alone. */
  restarted: boolean;
}

/**
 * A fresh first page merged over the loaded pages: new transactions come first, known ones take their
 * fresh version (a pending one turns confirmed), older pages stay. When the page shares nothing with
 * the list (more new transactions than a page, or the chain was reset), the list would have a hole
 * or be stale, so it restarts from the page.
 */
export function mergeFirstPage(
  loaded: readonly Transaction[],
  page: readonly Transaction[],
): MergeFirstPageReturnType {
  const fresh = new Map(page.map((t) => [t.id, t]));
  const overlaps = loaded.some((t) => fresh.has(t.id));
  if (!overlaps) return { transactions: [...fresh.values()], restarted: true };
  return { transactions: [...fresh.values(), ...loaded.filter((t) => !fresh.has(t.id))], restarted: false };
}
