import { useEffect, useMemo, useRef } from 'react';
import type { WalletEntry, WalletFilter } from '../../core/wallets/walletCatalog';
import type { KitApi } from '../kitApi/attachKitHooks';
import { type WalletPageQuery, withWalletPageEndpoint } from './walletPageEndpoint';

/** What the All wallets list shows: the wallets loaded so far and where their loading stands. */
export interface WalletPages {
  wallets: WalletEntry[];
  status: 'loading' | 'ready' | 'loadingMore';
  hasMore: boolean;
  loadMore(): void;
}

/** Same wallet: same id, or same name (the API and the bundled list may spell ids differently). */
export const sameWallet = (a: WalletEntry, b: WalletEntry) =>
  a.id === b.id || a.name.toLowerCase() === b.name.toLowerCase();

function distinct(pages: ReadonlyArray<{ wallets: WalletEntry[] }>): WalletEntry[] {
  const wallets: WalletEntry[] = [];
  for (const page of pages)
    for (const wallet of page.wallets) if (!wallets.some((w) => sameWallet(w, wallet))) wallets.push(wallet);
  return wallets;
}

/**
 * The registry's wallets for `search` ('' for all), page after page, through the kit api's
 * `walletPage` infinite query and its generated hook. A search containing one the registry answered
 * with nothing cannot match either: it is answered empty at once, without asking.
 */
export function useWalletPages(api: KitApi, search: string, filter: WalletFilter): WalletPages {
  const { useWalletPageInfiniteQuery } = useMemo(() => withWalletPageEndpoint(api), [api]);
  const emptySearch = useRef<string | undefined>(undefined);
  const known = emptySearch.current;
  const knownEmpty = !!search && !!known && search.toLowerCase().includes(known.toLowerCase());
  const query: WalletPageQuery = {
    search,
    ...(filter.includeWalletIds ? { includeWalletIds: filter.includeWalletIds } : {}),
    ...(filter.excludeWalletIds ? { excludeWalletIds: filter.excludeWalletIds } : {}),
  };
  const result = useWalletPageInfiniteQuery(query, { skip: knownEmpty });
  // `currentData`: the pages of this very search, never the previous one's while it loads.
  const pages = result.currentData?.pages;
  const firstEmpty = !!search && pages?.[0]?.wallets.length === 0;
  useEffect(() => {
    if (firstEmpty) emptySearch.current = search;
  }, [firstEmpty, search]);
  const wallets = useMemo(() => (pages && !knownEmpty ? distinct(pages) : []), [pages, knownEmpty]);
  const status =
    knownEmpty || (pages && !result.isFetchingNextPage) ? 'ready' : pages ? 'loadingMore' : 'loading';
  const hasMore = status === 'ready' && !knownEmpty && result.hasNextPage;
  const { fetchNextPage } = result;
  return { wallets, status, hasMore, loadMore: () => void (hasMore && fetchNextPage()) };
}
