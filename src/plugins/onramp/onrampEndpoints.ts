import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import type { BlockchainApi } from '../../api/createBlockchainApi';
import type { OnrampOptions } from '../../core/constants/onramp';
import type { SerializedError } from '../../core/errors/defineError';
import {
  apiErrorMessage,
  parseOnrampOptions,
  parseOnrampOrder,
  parseOnrampQuote,
  parseOnrampUrl,
} from './onrampAnswers';
import { OnrampBuyUrlError, OnrampInvalidResponseError } from './onrampErrors';
import type { OnrampOrder, OnrampQuote } from './onrampTypes';

// SPEC §7's on-ramp routes as RTK Query endpoints injected into the kit's api (the contract:
// docs/sandbox-api.md, "On-ramp"). Each answer is checked (onrampAnswers.ts). The fallbacks of SPEC §8
// are the flow's (onrampFlow.ts), so a failure here stays a failure with its cause.

/** `POST /v1/onramp/quote` body. */
export interface OnrampQuoteParameters {
  purchaseCurrency: string;
  paymentCurrency: string;
  /** The total paid, fees included, as a plain decimal ("20.00"). */
  amount: string;
  network: string;
}

/** What the kit asks a buy URL for (the endpoint shapes Coinbase's body from it). */
export interface OnrampUrlParameters {
  address: string;
  network: string;
  asset: string;
  /** The total paid, as a plain decimal. */
  fiatAmount: string;
  fiatCurrency: string;
}

type BaseQuery = (
  args: string | FetchArgs,
) => ReturnType<BaseQueryFn<string | FetchArgs, unknown, SerializedError>>;

function checked<T>(value: T | undefined, route: string): { data: T } | { error: SerializedError } {
  return value === undefined ? { error: new OnrampInvalidResponseError(route).toJSON() } : { data: value };
}

/** The buy URL's call: a 4xx answers with its body, so its message can be shown. */
async function askBuyUrl(baseQuery: BaseQuery, body: Record<string, unknown>) {
  let status = 0;
  const result = await baseQuery({
    url: 'v1/generators/onrampurl',
    method: 'POST',
    body,
    validateStatus: (response: Response) => {
      status = response.status;
      return response.ok || (response.status >= 400 && response.status < 500);
    },
  });
  if (result.error) {
    const code = typeof result.error.code === 'number' ? result.error.code : status;
    return { error: new OnrampBuyUrlError(code, result.error.message).toJSON() };
  }
  const message = apiErrorMessage(result.data);
  if (message !== undefined || status >= 400) {
    return { error: new OnrampBuyUrlError(status, message ?? `HTTP status code: ${status}`).toJSON() };
  }
  return checked(parseOnrampUrl(result.data), 'onrampurl');
}

function inject(api: BlockchainApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getOnrampOptions: build.query<OnrampOptions, void>({
        async queryFn(_arg, _api, _extra, baseQuery) {
          const answer = await baseQuery({ url: 'v1/onramp/options' });
          if (answer.error) return { error: answer.error };
          return checked(parseOnrampOptions(answer.data), 'options');
        },
        keepUnusedDataFor: 300,
      }),
      getOnrampQuote: build.query<OnrampQuote, OnrampQuoteParameters>({
        async queryFn(body, _api, _extra, baseQuery) {
          const answer = await baseQuery({ url: 'v1/onramp/quote', method: 'POST', body });
          if (answer.error) return { error: answer.error };
          return checked(parseOnrampQuote(answer.data), 'quote');
        },
        keepUnusedDataFor: 0,
      }),
      createOnrampUrl: build.mutation<{ url: string; orderId: string }, OnrampUrlParameters>({
        async queryFn(parameters, _api, _extra, baseQuery) {
          // Coinbase's body (SPEC §7); the base query adds `projectId` (the URL's appId).
          return askBuyUrl(baseQuery, {
            destinationWallets: [
              { address: parameters.address, blockchains: [parameters.network], assets: [parameters.asset] },
            ],
            defaultNetwork: parameters.network,
            partnerUserId: parameters.address,
            defaultExperience: 'buy',
            presetFiatAmount: Number(parameters.fiatAmount),
            fiatCurrency: parameters.fiatCurrency,
          });
        },
        extraOptions: { projectIdInBody: true },
      }),
      getOnrampOrder: build.query<OnrampOrder, string>({
        async queryFn(id, _api, _extra, baseQuery) {
          const answer = await baseQuery({ url: `v1/onramp/orders/${encodeURIComponent(id)}` });
          if (answer.error) return { error: answer.error };
          return checked(parseOnrampOrder(answer.data), 'orders');
        },
        keepUnusedDataFor: 0,
      }),
    }),
  });
}

/** A kit's api with the onramp plugin's endpoints. */
export type OnrampApi = ReturnType<typeof inject>;

/** The kit's api with the on-ramp endpoints, injecting them on first use (once per kit). */
export function withOnrampEndpoints(api: BlockchainApi): OnrampApi {
  return ('getOnrampQuote' in api.endpoints ? api : inject(api)) as OnrampApi;
}
