import { type Address, type PublicClient, parseAbi } from 'viem';
import type { TokenRow } from './HistoryRows';

const metadataAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);

export interface ReadTokenMetadataParameters {
  client: PublicClient;
  chainId: string;
  /** Lower-case. */
  address: string;
  standard: 'erc20' | 'erc721';
  /** Read at this block: the contract may since have been changed, or rewound away. */
  blockNumber: bigint;
}

/**
 * Name, symbol and decimals of a token contract (ERC-721: decimals 0). Any contract can emit a
 * Transfer log, so nothing it answers is trusted: a failed read falls back to a placeholder, and text
 * is cut to 100 characters without NUL or lone surrogates (PostgreSQL would refuse the whole block).
 */
export async function readTokenMetadata(parameters: ReadTokenMetadataParameters): Promise<TokenRow> {
  const { client, address, blockNumber } = parameters;
  const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
    client
      .readContract({ address: address as Address, abi: metadataAbi, functionName, blockNumber })
      .catch(() => undefined);
  const [name, symbol, decimals] = await Promise.all([
    read('name'),
    read('symbol'),
    parameters.standard === 'erc20' ? read('decimals') : Promise.resolve(0),
  ]);
  return {
    chainId: parameters.chainId,
    address,
    standard: parameters.standard,
    name: cleanText(name) || 'Unknown token',
    symbol: cleanText(symbol),
    // Without decimals, amounts are shown in base units rather than guessed.
    decimals: typeof decimals === 'number' ? decimals : 0,
    firstBlock: blockNumber,
  };
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function cleanText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const clean = value.replace(loneSurrogate, '').split('\u0000').join('').trim();
  // Cut by code points, so the cut never splits a surrogate pair.
  return Array.from(clean).slice(0, 100).join('');
}
