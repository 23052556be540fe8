import { decodeSs58, encodeSs58, ss58FormatOfReference } from '../../core/address/ss58';
import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import type { Network } from '../../core/networks/network';
import { InvalidPolkadotWalletAnswerError } from './polkadotErrors';

// Reading what Polkadot wallets answer: account lists (re-encoded in the chain's SS58 format, accounts
// restricted to another chain left out) and signatures (hex of 64 bytes, or 65/66 with the key-type
// prefix of a MultiSignature). Anything else is refused with InvalidPolkadotWalletAnswerError.

/** The SS58 format addresses are shown in on `network` (core/address/ss58.ts knows the chains). */
export const ss58FormatOf = (network: Network | undefined): number =>
  ss58FormatOfReference(network === undefined ? undefined : String(network.id));

/** The 32-byte account id of an address in any SS58 format; NoActiveCaipAddressError when it is not one. */
export function accountIdOf(address: string): Uint8Array {
  const decoded = decodeSs58(address);
  if (!decoded) throw new NoActiveCaipAddressError();
  return decoded.publicKey;
}

/**
 * The wallet's accounts as addresses of `network`, in the wallet's order without repeats. An account
 * restricted to another chain (its genesisHash) is left out.
 */
export function parsePolkadotAccounts(
  method: string,
  value: unknown,
  network: Network | undefined,
  { allowEmpty = false } = {},
): string[] {
  if (!Array.isArray(value))
    throw new InvalidPolkadotWalletAnswerError(method, 'expected a list of accounts');
  const format = ss58FormatOf(network);
  const addresses: string[] = [];
  for (const entry of value) {
    const { address, genesisHash } = (entry ?? {}) as { address?: unknown; genesisHash?: unknown };
    const decoded = decodeSs58(address);
    if (!decoded)
      throw new InvalidPolkadotWalletAnswerError(method, `not an SS58 address: ${String(address)}`);
    if (typeof genesisHash === 'string' && network && genesisHash.slice(2, 34) !== String(network.id))
      continue;
    const text = encodeSs58(decoded.publicKey, format);
    if (!addresses.includes(text)) addresses.push(text);
  }
  if (addresses.length === 0 && !allowEmpty) throw new NoActiveCaipAddressError();
  return addresses;
}

/** The hex signature of a `{ signature }` answer: 64 bytes, or 65 / 66 (MultiSignature or ecdsa). */
export function readPolkadotSignature(method: string, answer: unknown): `0x${string}` {
  const signature = (answer as { signature?: unknown } | null)?.signature;
  if (typeof signature !== 'string' || !/^0x[0-9a-f]+$/i.test(signature))
    throw new InvalidPolkadotWalletAnswerError(method, 'the signature is not hex');
  const bytes = (signature.length - 2) / 2;
  // 65 bytes: sr25519/ed25519 behind their type byte, or a bare ecdsa signature; 66: ecdsa behind its type.
  const valid = bytes === 64 || bytes === 65 || (bytes === 66 && signature.slice(2, 4) === '02');
  if (!valid) throw new InvalidPolkadotWalletAnswerError(method, `a signature of ${bytes} bytes`);
  return signature.toLowerCase() as `0x${string}`;
}
