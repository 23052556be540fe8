import { decodeBech32 } from '../../core/address/bech32';
import { fromBase64 } from '../../core/base64';
import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import type { CosmosWalletAccount } from './CosmosWalletProvider';
import { cosmosAddressOfKey } from './cosmosSignatures';

/**
 * Validates the accounts a wallet sent: bech32 with a valid checksum, a 33-byte secp256k1 key that is
 * the address's own. Anything else rejects with NoActiveCaipAddressError and nothing is stored.
 */
export function parseCosmosAccounts(
  value: unknown,
  _method: string,
  allowEmpty = false,
): CosmosWalletAccount[] {
  if (!Array.isArray(value) || (!allowEmpty && value.length === 0)) throw new NoActiveCaipAddressError();
  return value.map((entry) => {
    const { algo, address, pubkey } = (entry ?? {}) as Partial<CosmosWalletAccount>;
    const decoded = typeof address === 'string' ? decodeBech32(address) : null;
    const key = fromBase64(pubkey);
    if (!decoded || address !== address?.toLowerCase() || algo !== 'secp256k1' || key?.length !== 33)
      throw new NoActiveCaipAddressError();
    if (cosmosAddressOfKey(key, decoded.prefix) !== address) throw new NoActiveCaipAddressError();
    return { algo, address, pubkey: pubkey as string };
  });
}
