import { type Address, getAddress } from 'viem';
import type { ApiContext } from '../ApiContext';
import type { ChainReader } from '../chain/createChainReader';
import { badRequest, unsupportedChain } from '../http/ApiError';

/** What a payment pays in, resolved against a chain the API serves. */
export interface PayAsset {
  reader: ChainReader;
  /** `native`, or the token's checksummed address. */
  asset: 'native' | Address;
  decimals: number;
  symbol: string;
}

/** The chain of a payment's network, or 400 UNSUPPORTED_CHAIN. */
export function payChain(context: ApiContext, network: string): ChainReader {
  const reader = context.chains.get(network);
  if (!reader) throw unsupportedChain(`network: ${network} is not a network this API serves`);
  return reader;
}

/**
 * Checks a payment's asset on its network: the native token, or one of the tokens the API knows there
 * (an unknown address could claim any decimals); `decimals` must be the asset's own, else the amount
 * would mean something else on the chain than in the caller's record.
 */
export async function resolvePayAsset(
  context: ApiContext,
  network: string,
  asset: 'native' | Address,
  decimals: number,
): Promise<PayAsset> {
  const reader = payChain(context, network);
  if (asset === 'native') {
    const own = reader.nativeCurrency;
    if (decimals !== own.decimals) throw badRequest(`decimals: ${own.symbol} has ${own.decimals} decimals`);
    return { reader, asset, decimals, symbol: own.symbol };
  }
  const token = (await reader.tokens()).find((t) => t.address.toLowerCase() === asset.toLowerCase());
  if (!token) throw badRequest(`asset: ${asset} is not a token this API knows on ${network}`);
  if (decimals !== token.decimals)
    throw badRequest(`decimals: ${token.symbol} has ${token.decimals} decimals`);
  return { reader, asset: getAddress(token.address), decimals, symbol: token.symbol };
}

/** `amount` (a decimal string) in base units; 400 when it has more decimals than the asset or is zero. */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (fraction.length > decimals) throw badRequest(`amount: at most ${decimals} decimals`);
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (units <= 0n) throw badRequest('amount: must be more than zero');
  return units;
}
