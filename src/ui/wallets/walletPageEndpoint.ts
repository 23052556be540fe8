import { WALLETS_PAGE_SIZE, WALLETS_SEARCH_PAGE_SIZE } from '../../core/constants/limits';
import type { WalletFilter } from '../../core/wallets/walletCatalog';
import type { KitThunkExtra } from '../../store/createKitStore';
import type { OptionsState } from '../../store/slices/optionsSlice';
import type { KitApi } from '../kitApi/attachKitHooks';
import { bundledWalletPage, parseWalletPage, type WalletPage } from './parseWalletPage';
import { WALLET_COUNT_SERVICE_ID } from './walletCount';

/** The list a `walletPage` query pages through: a search ('' for the whole registry) and include/exclude. */
export interface WalletPageQuery extends WalletFilter {
  search: string;
}

/** Wallets per page: 40, or 100 when searching. */
export const walletPageSize = (query: WalletPageQuery) =>
  query.search ? WALLETS_SEARCH_PAGE_SIZE : WALLETS_PAGE_SIZE;

function inject(api: KitApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /**
       * `GET v1/wallets?page=&entries=&search=&include=&exclude=` (the base query adds projectId, st,
       * sv), one page per page param. Never fails: no API URL, a network error, a non-2xx answer or a
       * malformed body all give the bundled registry's page for the same query, so the list works
       * offline. Pages are kept like any query: a minute after the view closes (RTK Query's default).
       */
      walletPage: build.infiniteQuery<WalletPage, WalletPageQuery, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (lastPage, _pages, lastPageParam, _pageParams, query) =>
            lastPageParam * walletPageSize(query) < lastPage.count ? lastPageParam + 1 : undefined,
        },
        async queryFn({ queryArg, pageParam }, { getState, extra }, _extraOptions, baseQuery) {
          const request = { ...queryArg, page: pageParam, entries: walletPageSize(queryArg) };
          const fallback = { data: bundledWalletPage(request) };
          if (!(getState() as { options: OptionsState }).options.apiUrl) return fallback;
          const { includeWalletIds: include, excludeWalletIds: exclude } = queryArg;
          const params = {
            page: pageParam,
            entries: request.entries,
            ...(queryArg.search ? { search: queryArg.search } : {}),
            ...(include?.length ? { include: include.join(',') } : {}),
            ...(exclude?.length ? { exclude: exclude.join(',') } : {}),
          };
          // A fetch that throws instead of answering (no fetch at all) is a network failure too.
          const result = await Promise.resolve()
            .then(() => baseQuery({ url: 'v1/wallets', params }))
            .catch(() => undefined);
          const page = !result || result.error ? undefined : parseWalletPage(result.data, queryArg);
          if (!page) return fallback;
          if (!queryArg.search) (extra as KitThunkExtra).services.set(WALLET_COUNT_SERVICE_ID, page.count);
          return { data: page };
        },
      }),
    }),
  });
}

/** A kit's api with the wallet registry's pages and their hook `useWalletPageInfiniteQuery`. */
export type WalletPageApi = ReturnType<typeof inject>;

// Injected once per kit's api (RTK Query warns when an endpoint is injected twice).
/** The kit's api with `walletPage`, injecting it on first use. */
export function withWalletPageEndpoint(api: KitApi): WalletPageApi {
  return ('walletPage' in api.endpoints ? api : inject(api)) as WalletPageApi;
}
