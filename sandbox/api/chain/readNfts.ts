import type { Address } from 'viem';
import { testNftAbi } from '../../chain/sandboxAbis';
import type { ChainReader } from './createChainReader';

/** One token of the chain's collection, as the chain knows it. */
export interface OwnedNft {
  contract: Address;
  tokenId: bigint;
  owner: Address;
}

/**
 * The collection's name and symbol and every token that exists (ids 1 .. nextTokenId - 1; a burnt one
 * has owner 0x0 and is left out). The sandbox collection is small (a few tokens per demo account), so
 * reading every owner in one batched request is simpler than indexing Transfer logs, and never stale.
 * Capped at `limit` ids so a chain where someone minted thousands still answers promptly.
 */
export async function readNftCollection(
  reader: ChainReader,
  limit = 1000,
): Promise<{ name: string; symbol: string; tokens: OwnedNft[] } | undefined> {
  const contract = reader.nftContract;
  if (!contract) return undefined;
  const read = { address: contract, abi: testNftAbi } as const;
  const [name, symbol, next] = await Promise.all([
    reader.client.readContract({ ...read, functionName: 'name' }),
    reader.client.readContract({ ...read, functionName: 'symbol' }),
    reader.client.readContract({ ...read, functionName: 'nextTokenId' }),
  ]);
  const count = Math.min(Number(next - 1n), limit);
  const ids = Array.from({ length: Math.max(0, count) }, (_, n) => BigInt(n + 1));
  const owners = await Promise.all(
    ids.map((tokenId) => reader.client.readContract({ ...read, functionName: 'ownerOf', args: [tokenId] })),
  );
  const tokens = ids
    .map((tokenId, index) => ({ contract, tokenId, owner: owners[index] as Address }))
    .filter((token) => !/^0x0{40}$/.test(token.owner));
  return { name, symbol, tokens };
}
