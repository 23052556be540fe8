import type { KitApi } from '../../kitApi/attachKitHooks';
import { InvalidNftsResponseError } from './accountErrors';

/** One NFT of the account, as `GET /v1/account/{address}/nfts` lists it (docs/sandbox-api.md). */
export interface AccountNft {
  chainId: string;
  contract: string;
  tokenId: string;
  name: string;
  /** Preview image; absent or failing -> the name's initials are shown. */
  imageUrl?: string;
}

/** `getAccountNfts` parameters: the account and the active network (CAIP-2). */
export interface GetAccountNftsParameters {
  address: string;
  chainId: string;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined;

// Only https/http images reach an <img>: a `javascript:` or `data:` URL from an API is not shown.
const imageUrl = (value: unknown) => {
  const url = text(value, 2048);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
};

/** The NFTs of an answer; entries without a token id or contract are dropped, a missing name is made. */
export function parseAccountNfts(answer: unknown): AccountNft[] | undefined {
  const list = (answer as { nfts?: unknown } | null)?.nfts;
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry: Record<string, unknown> | null) => {
    const tokenId = text(entry?.tokenId, 80);
    const contract = text(entry?.contract, 128);
    const chainId = text(entry?.chainId, 64);
    if (!tokenId || !contract || !chainId) return [];
    const image = imageUrl(entry?.imageUrl);
    const name = text(entry?.name, 200) ?? `#${tokenId}`;
    return [{ chainId, contract, tokenId, name, ...(image ? { imageUrl: image } : {}) }];
  });
}

function inject(api: KitApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getAccountNfts: build.query<AccountNft[], GetAccountNftsParameters>({
        // A query function, so that a malformed answer is an error value like a failed call.
        async queryFn({ address, chainId }, _api, _extraOptions, baseQuery) {
          const result = await baseQuery({
            url: `v1/account/${encodeURIComponent(address)}/nfts`,
            params: { chainId },
          });
          if (result.error) return { error: result.error };
          const nfts = parseAccountNfts(result.data);
          return nfts ? { data: nfts } : { error: new InvalidNftsResponseError().toJSON() };
        },
        // A network the API does not serve has no NFTs to show (SPEC §7: skipped with an empty result).
        extraOptions: { emptyResult: [] },
        keepUnusedDataFor: 30,
      }),
    }),
  });
}

/** A kit's api with the NFT listing endpoint and its hook `useGetAccountNftsQuery`. */
export type NftApi = ReturnType<typeof inject>;

// Injected once per kit's api (RTK Query warns when an endpoint is injected twice).
/** The kit's api with `getAccountNfts`, injecting it on first use. */
export function withNftEndpoints(api: KitApi): NftApi {
  return ('getAccountNfts' in api.endpoints ? api : inject(api)) as NftApi;
}
