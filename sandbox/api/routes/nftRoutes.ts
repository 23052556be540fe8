import { getAddress } from 'viem';
import { z } from 'zod';
import type { ApiContext } from '../ApiContext';
import type { ChainReader } from '../chain/createChainReader';
import { nftImageSvg, nftMetadata } from '../chain/nftMetadata';
import { readNftCollection } from '../chain/readNfts';
import { notFound, unsupportedChain } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { caip2Schema, evmAddressSchema, kitQueryFields } from '../http/schemas';

/** One NFT in an account's listing: enough to show it without fetching its metadata first. */
export interface NftListing {
  chainId: string;
  contract: string;
  tokenId: string;
  name: string;
  description: string;
  /** The token's image (an SVG from this API). */
  imageUrl: string;
  /** Its ERC-721 metadata JSON, as a `tokenURI` would point to. */
  metadataUrl: string;
  collection: { name: string; symbol: string };
}

// A decimal token id without leading zeros, small enough for a Number: hostile ids are refused before
// anything reads the chain.
const tokenIdSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,14})$/, 'must be a decimal token id')
  .transform((value) => BigInt(value));

const tokenParams = { chainId: caip2Schema, contract: evmAddressSchema };

// The strictest headers that still let an <img> show the SVG: no sniffing into HTML, and a CSP that
// forbids scripts, fetches and outside references should the image be opened as a document.
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'cache-control': 'public, max-age=86400',
};

const urls = (context: ApiContext, chainId: string, contract: string, tokenId: bigint) => {
  const base = `${context.publicUrl()}/v1/nft`;
  return {
    metadataUrl: `${base}/metadata/${chainId}/${contract}/${tokenId}`,
    imageUrl: `${base}/image/${chainId}/${contract}/${tokenId}.svg`,
  };
};

/** The reader of `chainId` whose collection is `contract` and where `tokenId` exists; else 404. */
async function existingToken(context: ApiContext, chainId: string, contract: string, tokenId: bigint) {
  const reader = context.chains.get(chainId);
  if (!reader) throw unsupportedChain(`Unsupported chain: ${chainId}`);
  if (reader.nftContract?.toLowerCase() !== contract.toLowerCase())
    throw notFound(`No NFT collection ${contract} on ${chainId}`);
  const collection = await readNftCollection(reader);
  if (!collection?.tokens.some((token) => token.tokenId === tokenId))
    throw notFound(`No token ${tokenId} in ${contract}`);
  return collection;
}

async function listFor(context: ApiContext, reader: ChainReader, owner: string): Promise<NftListing[]> {
  const collection = await readNftCollection(reader);
  if (!collection) return [];
  return collection.tokens
    .filter((token) => token.owner.toLowerCase() === owner.toLowerCase())
    .map(({ contract, tokenId }) => {
      const links = urls(context, reader.caipNetworkId, contract, tokenId);
      const { name, description } = nftMetadata(collection.name, tokenId, links.imageUrl);
      return {
        chainId: reader.caipNetworkId,
        contract: getAddress(contract),
        tokenId: tokenId.toString(),
        name,
        description,
        ...links,
        collection: { name: collection.name, symbol: collection.symbol },
      };
    });
}

/**
 * The sandbox NFT collection: an account's NFTs, each token's metadata (what `tokenURI` would serve;
 * TestNft has no URI of its own) and its generated image.
 */
export const nftRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/:address/nfts',
    params: z.object({ address: evmAddressSchema }),
    // Without chainId every configured chain is answered, as for balances.
    query: z.object({ ...kitQueryFields, chainId: caip2Schema.optional() }),
    async handle({ params, query, context }) {
      const reader = query.chainId === undefined ? undefined : context.chains.get(query.chainId);
      if (query.chainId !== undefined && !reader)
        throw unsupportedChain(`Unsupported chain: ${query.chainId}`);
      const readers = reader ? [reader] : [...context.chains.values()];
      const perChain = await Promise.all(readers.map((chain) => listFor(context, chain, params.address)));
      return { json: { nfts: perChain.flat() } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/nft/metadata/:chainId/:contract/:tokenId',
    params: z.object({ ...tokenParams, tokenId: tokenIdSchema }),
    async handle({ params, context }) {
      const { chainId, contract, tokenId } = params;
      const collection = await existingToken(context, chainId, contract, tokenId);
      const { imageUrl } = urls(context, chainId, contract, tokenId);
      return { json: nftMetadata(collection.name, tokenId, imageUrl) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/nft/image/:chainId/:contract/:file',
    params: z.object({
      ...tokenParams,
      file: z
        .string()
        .regex(/^(0|[1-9][0-9]{0,14})\.svg$/, 'must be <tokenId>.svg')
        .transform((value) => BigInt(value.slice(0, -'.svg'.length))),
    }),
    async handle({ params, context }) {
      const { chainId, contract, file: tokenId } = params;
      await existingToken(context, chainId, contract, tokenId);
      return { body: nftImageSvg(tokenId), contentType: 'image/svg+xml', headers: IMAGE_HEADERS };
    },
  }),
];
