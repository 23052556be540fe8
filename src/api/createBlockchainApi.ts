import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { BALANCE_CACHE_MS, IDENTITY_CACHE_MS } from '../core/constants/time';
import type { Identity, TokenBalance } from './apiTypes';
import { attachableModules } from './attachableModules';
import { createBlockchainBaseQuery, type SupportedChainsLookup } from './blockchainBaseQuery';

/** `GET v1/supported-chains`: CAIP-2 ids the API serves over HTTP and websockets. */
export interface SupportedChains {
  http: string[];
  ws: string[];
}

/** `GET /v1/account/{address}/balance` parameters (SPEC §7). */
export interface GetBalanceParameters {
  address: string;
  chainId: string;
  forceUpdate?: boolean;
}

/** `POST /v1/fungible/price` answer. */
export interface FungiblePrice {
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
  address: string;
}

/**
 * Builds the RTK Query api of one kit. It is created per kit (never a module singleton) because
 * plugins inject endpoints into it and those must not appear in other kits on the page. It has no
 * React: `portico/react` adds RTK Query's hooks module to it when a view first reads it
 * (`attachableModules`, ui/kitApi/attachKitHooks.ts).
 */
export function createBlockchainApi() {
  // The base query needs an endpoint of the api it belongs to; the reference is filled in right after.
  let lookup: SupportedChainsLookup = async () => undefined;
  const createApi = buildCreateApi(coreModule(), attachableModules());
  const api = createApi({
    reducerPath: 'blockchainApi',
    baseQuery: createBlockchainBaseQuery((queryApi) => lookup(queryApi)),
    tagTypes: ['Balance', 'Identity'],
    endpoints: (build) => ({
      getSupportedChains: build.query<SupportedChains, void>({
        query: () => 'v1/supported-chains',
        keepUnusedDataFor: 3600,
      }),
      getIdentity: build.query<Identity, { address: string; sender?: string }>({
        query: ({ address, sender }) => ({ url: `v1/identity/${address}`, params: sender ? { sender } : {} }),
        // External data: only strings are kept, anything else is "no name" / "no avatar".
        transformResponse: (answer: Partial<Record<keyof Identity, unknown>> | undefined): Identity => ({
          name: typeof answer?.name === 'string' ? answer.name : null,
          avatar: typeof answer?.avatar === 'string' ? answer.avatar : null,
        }),
        providesTags: (_r, _e, { address }) => [{ type: 'Identity', id: address.toLowerCase() }],
        extraOptions: { emptyResult: { name: null, avatar: null } },
        // SPEC §9 identity cache (5 min) is RTK Query's cache, one entry per address whatever its case
        // (SPEC §5); the persisted mirror (cachesSlice `identity`) restores it after a reload.
        keepUnusedDataFor: IDENTITY_CACHE_MS / 1000,
        serializeQueryArgs: ({ queryArgs }) =>
          `getIdentity(${queryArgs.address.toLowerCase()}${queryArgs.sender ? `,${queryArgs.sender.toLowerCase()}` : ''})`,
      }),
      getBalance: build.query<{ balances: TokenBalance[] }, GetBalanceParameters>({
        query: ({ address, chainId, forceUpdate }) => ({
          url: `v1/account/${address}/balance`,
          params: { currency: 'usd', chainId, ...(forceUpdate ? { forceUpdate: 'true' } : {}) },
        }),
        providesTags: (_r, _e, { address }) => [{ type: 'Balance', id: address.toLowerCase() }],
        extraOptions: { emptyResult: { balances: [] } },
        // SPEC §9 balance cache: RTK Query's cache is the 30 s cache (the runtime's getTokenBalances
        // reads through it, or past it when refreshing).
        keepUnusedDataFor: BALANCE_CACHE_MS / 1000,
      }),
      getFungiblePrice: build.query<{ fungibles: FungiblePrice[] }, { addresses: string[] }>({
        query: ({ addresses }) => ({
          url: 'v1/fungible/price',
          method: 'POST',
          body: { currency: 'usd', addresses },
        }),
        extraOptions: { emptyResult: { fungibles: [] }, projectIdInBody: true },
        // Prices are part of the balances: kept as long as the SPEC §9 balance cache (30 s), so the
        // Account view's token poll does not ask for them every few seconds.
        keepUnusedDataFor: BALANCE_CACHE_MS / 1000,
      }),
    }),
  });
  // Network-scoped calls need the supported-chains list; it is fetched once and cached for an hour.
  lookup = async ({ dispatch }) => {
    const result = await dispatch(api.endpoints.getSupportedChains.initiate(undefined, { subscribe: false }));
    return result.data?.http;
  };
  return api;
}

/** The blockchain API of one kit, with whatever endpoints its plugins injected. */
export type BlockchainApi = ReturnType<typeof createBlockchainApi>;

declare module '../store/createKitStore' {
  interface LazyLoadedSlices {
    blockchainApi: ReturnType<BlockchainApi['reducer']>;
  }
}
