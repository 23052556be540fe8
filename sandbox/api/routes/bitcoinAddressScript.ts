import { decodeBitcoinAddress } from '../../../src/core/address/bitcoinAddress';
import type { ApiContext } from '../ApiContext';
import { badRequest, unsupportedChain } from '../http/ApiError';
import { preview } from '../http/schemas';
import type { BitcoinApiChain } from '../indexer/bitcoin/bitcoinApiChain';

/** A Bitcoin address checked against the chains asked: the script it pays and those chains. */
export interface BitcoinAddressScript {
  script: string;
  chains: BitcoinApiChain[];
}

/** Longer than any Bitcoin address (bech32's limit); Base58 decoding is quadratic, so never try more. */
const MAX_ADDRESS_LENGTH = 90;

/** The address decoded, or undefined (an over-long input is not decoded at all). */
const decode = (address: string) =>
  address.length <= MAX_ADDRESS_LENGTH ? decodeBitcoinAddress(address) : undefined;

/** True when the string decodes as a Bitcoin address of any network (the balance route's dispatch). */
export const isBitcoinAddress = (address: string): boolean => decode(address) !== undefined;

/**
 * The address's output script and the configured bip122 chains it belongs to: `chainId`'s (400
 * UNSUPPORTED_CHAIN when not configured), or without one every configured chain of its family. An
 * address that does not decode, or belongs to another family than `chainId`'s, is a 400.
 */
export function bitcoinAddressScript(
  context: ApiContext,
  address: string,
  chainId: string | undefined,
): BitcoinAddressScript {
  const decoded = decode(address);
  if (!decoded) throw badRequest(`params.address: Invalid address: ${preview(address)}`);
  const configured = context.bitcoinChains ?? new Map<string, BitcoinApiChain>();
  // Base58 addresses (P2PKH, P2SH) are the same on testnet and regtest: their version bytes decode as testnet's.
  const fits = (chain: BitcoinApiChain) =>
    chain.family === decoded.family ||
    (chain.family === 'regtest' && decoded.family === 'testnet' && /^p2(pkh|sh)$/.test(decoded.type));
  if (chainId === undefined) return { script: decoded.script, chains: [...configured.values()].filter(fits) };
  const chain = configured.get(chainId);
  if (!chain) throw unsupportedChain(`Unsupported chain: ${chainId}`);
  if (!fits(chain))
    throw badRequest(
      `params.address: ${preview(address)} is a ${decoded.family} address, not one of ${chainId}`,
    );
  return { script: decoded.script, chains: [chain] };
}
