import type { BlockchainApi } from '../../api/createBlockchainApi';

/** What the name service answers for a name (the reference API's shape; SPEC §7 does not show it). */
export interface ResolvedName {
  name: string;
  address: string;
  avatar?: string;
}

/** The answer checked at the boundary: an object with a string address, else undefined. */
export function parseResolvedName(value: unknown): ResolvedName | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, address, avatar } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof address !== 'string') return undefined;
  return { name, address, ...(typeof avatar === 'string' && avatar ? { avatar } : {}) };
}

function inject(api: BlockchainApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** SPEC §7 `GET /v1/profile/account/{name}` with apiVersion 2. */
      resolveName: build.query<unknown, string>({
        query: (name) => ({
          url: `v1/profile/account/${encodeURIComponent(name)}`,
          params: { apiVersion: '2' },
        }),
        keepUnusedDataFor: 60,
      }),
    }),
  });
}

/** A kit's api with the send plugin's endpoint. */
export type SendApi = ReturnType<typeof inject>;

/** The kit's api with `resolveName`, injecting it on first use (once per kit). */
export function withSendEndpoints(api: BlockchainApi): SendApi {
  return ('resolveName' in api.endpoints ? api : inject(api)) as SendApi;
}
