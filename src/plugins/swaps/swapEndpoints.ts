import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import type { BlockchainApi } from '../../api/createBlockchainApi';
import { SwapsNetworkError } from '../../core/errors/connectionErrors';
import type { SerializedError } from '../../core/errors/defineError';
import {
  parseSwapAllowance,
  parseSwapApproval,
  parseSwapGasPrice,
  parseSwapQuote,
  parseSwapTokens,
  parseSwapTransaction,
  type SwapQuoteAnswer,
  type SwapTransactionRequest,
} from './swapAnswers';
import { SwapInvalidResponseError, SwapNoLiquidityError } from './swapErrors';
import type { SwapToken } from './swapTypes';

// SPEC §7's convert routes as RTK Query endpoints injected into the kit's api (the contract:
// docs/sandbox-api.md, "The other /v1/convert/* routes"). Each answer is checked (swapAnswers.ts);
// a 400's `code` (kept by the base query as `data.apiCode`) makes NO_LIQUIDITY and UNSUPPORTED_CHAIN
// the plugin's own errors. Network-scoped calls are skipped with empty
// results on a network the API does not serve (SPEC §7), like the core endpoints.

/** `GET /v1/convert/quotes` parameters (token ids and the user as CAIP-10, the amount in base units). */
export interface SwapQuoteParameters {
  chainId: string;
  from: string;
  to: string;
  amount: string;
  userAddress: string;
  gasPrice: string;
}

/** `GET /v1/convert/build-approve` parameters. */
export interface SwapApproveParameters {
  userAddress: string;
  from: string;
  to: string;
  amount: string;
  /** Approve the maximum uint256 instead of exactly `amount`. */
  unlimited?: boolean;
}

/** `POST /v1/convert/build-transaction` body (the base query adds `projectId`). */
export interface SwapTransactionParameters {
  amount: string;
  from: string;
  to: string;
  userAddress: string;
  /** Percent (SPEC §9: 1). */
  slippage: number;
  disableEstimate?: boolean;
}

type BaseQuery = (
  args: string | FetchArgs,
) => ReturnType<BaseQueryFn<string | FetchArgs, unknown, SerializedError>>;

/** The base query's answer, with the API's code of a refusal (the base query keeps it as `data.apiCode`). */
async function ask(
  baseQuery: BaseQuery,
  args: FetchArgs,
  route: string,
): Promise<
  | { data: unknown; code?: undefined; error?: undefined }
  | { data?: undefined; code: string | undefined; error: SerializedError }
> {
  const result = await baseQuery(args);
  if (!result.error) return { data: result.data };
  const apiCode = result.error.data?.apiCode;
  const code = typeof apiCode === 'string' ? apiCode : undefined;
  if (code === undefined || result.error.code !== 400) return { code, error: result.error };
  const error =
    code === 'UNSUPPORTED_CHAIN'
      ? new SwapsNetworkError().toJSON()
      : { ...new SwapInvalidResponseError(route).toJSON(), code: 400 };
  return { code, error };
}

/** `data`, or the invalid-answer error of `route` when the parser refused it. */
function checked<T>(value: T | undefined, route: string): { data: T } | { error: SerializedError } {
  return value === undefined ? { error: new SwapInvalidResponseError(route).toJSON() } : { data: value };
}

function inject(api: BlockchainApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getSwapTokens: build.query<SwapToken[], string>({
        async queryFn(chainId, _api, _extra, baseQuery) {
          const answer = await ask(baseQuery, { url: 'v1/convert/tokens', params: { chainId } }, 'tokens');
          if (answer.error) return { error: answer.error };
          return checked(parseSwapTokens(chainId, answer.data), 'tokens');
        },
        extraOptions: { emptyResult: { tokens: [] } },
        keepUnusedDataFor: 300,
      }),
      getSwapQuote: build.query<SwapQuoteAnswer, SwapQuoteParameters>({
        async queryFn({ chainId: _chain, ...params }, _api, _extra, baseQuery) {
          const answer = await ask(baseQuery, { url: 'v1/convert/quotes', params }, 'quotes');
          if (answer.code === 'NO_LIQUIDITY')
            return { error: new SwapNoLiquidityError(params.from, params.to).toJSON() };
          if (answer.error) return { error: answer.error };
          // An empty list (the call skipped off the API's chains, or no route) is no liquidity.
          const quotes = (answer.data as { quotes?: unknown }).quotes;
          if (Array.isArray(quotes) && quotes.length === 0)
            return { error: new SwapNoLiquidityError(params.from, params.to).toJSON() };
          return checked(parseSwapQuote(answer.data), 'quotes');
        },
        extraOptions: { emptyResult: { quotes: [] } },
        // A quote is read fresh every time: the refresh and the one before signing must reach the pools.
        keepUnusedDataFor: 0,
      }),
      getSwapAllowance: build.query<
        { allowance: string; spender: string },
        { tokenAddress: string; userAddress: string }
      >({
        async queryFn(params, _api, _extra, baseQuery) {
          const answer = await ask(baseQuery, { url: 'v1/convert/allowance', params }, 'allowance');
          if (answer.error) return { error: answer.error };
          return checked(parseSwapAllowance(answer.data), 'allowance');
        },
        keepUnusedDataFor: 0,
      }),
      getSwapGasPrice: build.query<string, string>({
        async queryFn(chainId, _api, _extra, baseQuery) {
          const answer = await ask(
            baseQuery,
            { url: 'v1/convert/gas-price', params: { chainId } },
            'gas-price',
          );
          if (answer.error) return { error: answer.error };
          return checked(parseSwapGasPrice(answer.data), 'gas-price');
        },
        keepUnusedDataFor: 30,
      }),
      buildSwapApprove: build.query<
        { tx: SwapTransactionRequest; spender: string; amount: string },
        SwapApproveParameters
      >({
        async queryFn({ unlimited, ...params }, _api, _extra, baseQuery) {
          const args = {
            url: 'v1/convert/build-approve',
            params: { ...params, ...(unlimited ? { unlimited: 'true' } : {}) },
          };
          const answer = await ask(baseQuery, args, 'build-approve');
          if (answer.error) return { error: answer.error };
          return checked(parseSwapApproval(answer.data), 'build-approve');
        },
        keepUnusedDataFor: 0,
      }),
      buildSwapTransaction: build.mutation<
        { tx: SwapTransactionRequest; toAmount: string; minimumReceived: string; path: string[] },
        SwapTransactionParameters
      >({
        async queryFn({ slippage, disableEstimate, ...rest }, _api, _extra, baseQuery) {
          const body = { ...rest, eip155: { slippage }, disableEstimate: disableEstimate ?? false };
          const args = { url: 'v1/convert/build-transaction', method: 'POST', body };
          const answer = await ask(baseQuery, args, 'build-transaction');
          if (answer.code === 'NO_LIQUIDITY')
            return { error: new SwapNoLiquidityError(rest.from, rest.to).toJSON() };
          if (answer.error) return { error: answer.error };
          return checked(parseSwapTransaction(answer.data), 'build-transaction');
        },
        extraOptions: { projectIdInBody: true },
      }),
    }),
  });
}

/** A kit's api with the swaps plugin's endpoints. */
export type SwapsApi = ReturnType<typeof inject>;

/** The kit's api with the convert endpoints, injecting them on first use (once per kit). */
export function withSwapEndpoints(api: BlockchainApi): SwapsApi {
  return ('getSwapQuote' in api.endpoints ? api : inject(api)) as SwapsApi;
}
