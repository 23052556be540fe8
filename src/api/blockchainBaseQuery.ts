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

/** Returns the supported CAIP-2 ids, or undefined when the list is not known (then nothing is skipped). */
export type SupportedChainsLookup = (api: Parameters<BaseQueryFn>[1]) => Promise<string[] | undefined>;

/**
 * The blockchain API's base query (SPEC §7): base URL from options, project id and SDK type/version
 * added to GETs, network-scoped calls skipped with empty results, HTTP failures turned into
 * `HTTP status code: {n}`, and a 403 raising the invalid-configuration alert once.
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
      return { error: { ...new HttpStatusError(status).toJSON(), code: status } };
    }
    // FETCH_ERROR, PARSING_ERROR, TIMEOUT_ERROR: the network or the payload failed, not the server.
    return { error: new FetchError(String(status)).toJSON() };
  };
}
