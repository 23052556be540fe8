import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { SerializedError } from '../core/errors/defineError';
import { alertsSlice } from '../store/slices/alertsSlice';
import type { OptionsState } from '../store/slices/optionsSlice';
import { FetchError, HttpStatusError } from './apiErrors';
import { apiQueryParameters } from './apiQueryParameters';

/** The state the base query reads: options and the active network. */
interface ApiState {
  options: OptionsState;
  chains: { activeCaipNetworkId?: string };
}

/** Per-endpoint switches of the base query. */
export interface BlockchainExtraOptions {
  /** When set, the call is network-scoped: skipped with this result if the active network is unsupported. */
  emptyResult?: unknown;
  /** Adds `projectId` to a POST's JSON body (SPEC §7: fungible price, build-transaction). */
  projectIdInBody?: boolean;
}

/** The `code` of an API error answer `{ error: { code, message } }`, if it has one. */
export function apiErrorCode(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const error = (answer as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Returns the supported CAIP-2 ids, or undefined when the list is not known (then nothing is skipped). */
export type SupportedChainsLookup = (api: Parameters<BaseQueryFn>[1]) => Promise<string[] | undefined>;

/**
 * The blockchain API's base query (SPEC §7): base URL from options, project id and SDK type/version
 * added to GETs, network-scoped calls skipped with empty results, HTTP failures turned into
 * `HTTP status code: {n}` (with the API's own error code as `data.apiCode`), and a 403 raising the invalid-configuration alert once.
 */
export function createBlockchainBaseQuery(
  lookupSupportedChains: SupportedChainsLookup,
): BaseQueryFn<string | FetchArgs, unknown, SerializedError, BlockchainExtraOptions> {
  return async (args, api, extraOptions) => {
    const state = api.getState() as ApiState;
    const { apiUrl, projectId } = state.options;
    const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'GET') {
      request.params = { ...request.params, ...apiQueryParameters(state.options) };
    }
    if (extraOptions?.projectIdInBody && typeof request.body === 'object' && request.body !== null) {
      request.body = { ...request.body, projectId };
    }

    if (extraOptions && 'emptyResult' in extraOptions) {
      const supported = await lookupSupportedChains(api);
      const active = state.chains.activeCaipNetworkId;
      if (supported && (!active || !supported.includes(active))) return { data: extraOptions.emptyResult };
    }

    const result = await fetchBaseQuery({ baseUrl: apiUrl })(request, api, {});
    if (!result.error) return { data: result.data };
    const status = result.error.status;
    if (typeof status === 'number') {
      if (status === 403) api.dispatch(alertsSlice.actions.alertRaised({ id: 'INVALID_APP_CONFIGURATION' }));
      // The API's own code of the refusal (`{ error: { code } }`: NO_LIQUIDITY, UNSUPPORTED_CHAIN, ...)
      // stays with the error as data, so an endpoint can tell refusals apart without a second reading.
      const apiCode = apiErrorCode(result.error.data);
      return {
        error: {
          ...new HttpStatusError(status).toJSON(),
          code: status,
          ...(apiCode ? { data: { apiCode } } : {}),
        },
      };
    }
    // FETCH_ERROR, PARSING_ERROR, TIMEOUT_ERROR: the network or the payload failed, not the server.
    return { error: new FetchError(String(status)).toJSON() };
  };
}
