import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { BlockchainApi } from '../../api/createBlockchainApi';
import { InvalidHistoryResponseError } from './historyErrors';
import type { GetTransactionsParameters, HistoryResponse } from './historyTypes';
import { parseHistoryResponse } from './parseHistoryResponse';

/** What a network the API does not serve answers (SPEC §7: calls are skipped with empty results). */
const EMPTY_PAGE: HistoryResponse = { data: [], next: null };

/** SPEC §7 `GET /v1/account/{account}/history` with cursor, onramp and chainId; coinbase answers never come from a cache. */
export function historyRequestArgs({
  account,
  chainId,
  cursor,
  onramp,
}: GetTransactionsParameters): FetchArgs {
  return {
    url: `v1/account/${encodeURIComponent(account)}/history`,
    params: { chainId, ...(cursor ? { cursor } : {}), ...(onramp ? { onramp } : {}) },
    ...(onramp === 'coinbase' ? { cache: 'no-cache' as const } : {}),
  };
}

function inject(api: BlockchainApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getTransactions: build.query<HistoryResponse, GetTransactionsParameters>({
        // A query function rather than `query`, so that a malformed answer becomes an error value
        // like any failed call instead of an exception inside RTK Query.
        async queryFn(parameters, _api, _extraOptions, baseQuery) {
          const result = await baseQuery(historyRequestArgs(parameters));
          if (result.error) return { error: result.error };
          const page = parseHistoryResponse(result.data);
          return page ? { data: page } : { error: new InvalidHistoryResponseError().toJSON() };
        },
        extraOptions: { emptyResult: EMPTY_PAGE },
        // The slice keeps the pages; the cache only has to live as long as the request.
        keepUnusedDataFor: 0,
      }),
    }),
  });
}

/** A kit's api with the history endpoint. */
export type HistoryApi = ReturnType<typeof inject>;

// Injected once per kit's api: the plugin module does it when it loads, and a thunk dispatched by a
// host before that still finds the endpoint (RTK Query warns when an endpoint is injected twice).
/** The kit's api with `getTransactions`, injecting it on first use. */
export function withHistoryEndpoints(api: BlockchainApi): HistoryApi {
  return ('getTransactions' in api.endpoints ? api : inject(api)) as HistoryApi;
}
