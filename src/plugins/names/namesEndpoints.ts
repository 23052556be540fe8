import type { BlockchainApi } from '../../api/createBlockchainApi';
import { ENS_CACHE_MS } from '../../core/constants/time';
import { NamesForAddressError } from '../../core/errors/nameErrors';

/** What the name service answers for a name (the reference API's shape; SPEC §7 does not show it). */
export interface NameRecord {
  name: string;
  address: string;
  avatar?: string | null;
}

/** The POST /v1/profile/account body (SPEC §7). */
export interface RegisterNameBody {
  coin_type: number;
  address: string;
  message: string;
  signature: string;
}

function inject(api: BlockchainApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** SPEC §7 `GET /v1/profile/reverse/{address}` (sender, apiVersion). */
      getNamesForAddress: build.query<string[], { address: string; sender?: string }>({
        query: ({ address, sender }) => ({
          url: `v1/profile/reverse/${address}`,
          params: { apiVersion: '2', ...(sender ? { sender } : {}) },
        }),
        // External data: a list of records with names, or the lookup failed.
        transformResponse: (answer: unknown) => {
          const names = parseNames(answer);
          if (!names) throw new NamesForAddressError();
          return names;
        },
        // SPEC §9 ENS cache (5 min) is RTK Query's cache, one entry per address whatever its case
        // (SPEC §5); the persisted `ens` cache of SPEC §3 is its mirror (namesFlow.ts writes it).
        keepUnusedDataFor: ENS_CACHE_MS / 1000,
        serializeQueryArgs: ({ queryArgs }) => `getNamesForAddress(${queryArgs.address.toLowerCase()})`,
      }),
      /** SPEC §7 `GET /v1/profile/suggestions/{name}` with the fixed zone. */
      getNameSuggestions: build.query<unknown, { name: string; zone: string }>({
        query: ({ name, zone }) => ({
          url: `v1/profile/suggestions/${encodeURIComponent(name)}`,
          params: { zone },
        }),
        keepUnusedDataFor: 0,
      }),
      /** SPEC §7 `POST /v1/profile/account`. */
      registerName: build.mutation<unknown, RegisterNameBody>({
        query: (body) => ({ url: 'v1/profile/account', method: 'POST', body }),
      }),
    }),
  });
}

/** A kit's api with the names plugin's endpoints. */
export type NamesApi = ReturnType<typeof inject>;

/** The kit's api with the names endpoints, injecting them on first use (once per kit). */
export function withNamesEndpoints(api: BlockchainApi): NamesApi {
  return ('registerName' in api.endpoints ? api : inject(api)) as NamesApi;
}

/** The names of an answer (reverse: a list of records; suggestions: `{ suggestions: [{ name }] }`). */
export function parseNames(value: unknown): string[] | undefined {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' &&
        value !== null &&
        Array.isArray((value as { suggestions?: unknown }).suggestions)
      ? (value as { suggestions: unknown[] }).suggestions
      : undefined;
  if (!list) return undefined;
  return list.flatMap((item) =>
    typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'
      ? [(item as { name: string }).name]
      : [],
  );
}
