import { BECH32, decodeBech32Words, wordsToBytes } from '../../core/address/bech32';
import { decodeBitcoinAddress, isBitcoinAddressOfFamily } from '../../core/address/bitcoinAddress';
import { bitcoinNetworkFamily } from '../../core/address/bitcoinNetworkFamily';
import { decodeSs58, SS58_GENERIC, ss58FormatOfReference } from '../../core/address/ss58';
import type { Network } from '../../core/networks/network';

// Receiver addresses of Bitcoin, Polkadot and Cosmos, checked for the network the send goes to, with
// their checksums: the core's loose shapes (core/validate.ts) would let a mainnet address through on
// regtest, or an `osmo1…` address on the Cosmos Hub, and the wallet or chain would refuse it later with
// its own words. The codecs are the core's (core/address), which the adapters use too. The network is
// told by its CAIP-2 reference, never by importing the network records: the kit's main entry exports
// them, so a lazy chunk importing them would keep them in every host's start-up code.

/** The network's CAIP-2 reference (its `id`: `caipNetworkId` is `chainNamespace:id`). */
const referenceOf = (network: Network | undefined) =>
  network === undefined ? undefined : String(network.id);

/** A segwit (BIP-173 v0, BIP-350 v1+) or Base58Check address of the network's family (`tb` if unknown). */
export function isBitcoinAddressOn(network: Network | undefined, input: string): boolean {
  const decoded = decodeBitcoinAddress(input);
  const reference = referenceOf(network);
  const family = (reference !== undefined && bitcoinNetworkFamily(reference)) || 'testnet';
  return decoded !== undefined && isBitcoinAddressOfFamily(decoded, family);
}

/** An SS58 account of the network's format, or the generic 42 that extensions show (accepted everywhere). */
export function isPolkadotAddressOn(network: Network | undefined, input: string): boolean {
  const format = decodeSs58(input)?.format;
  return (
    format !== undefined &&
    (format === ss58FormatOfReference(referenceOf(network)) || format === SS58_GENERIC)
  );
}

/**
 * A Cosmos account (20 bytes; 32 for module and contract accounts) in bech32 with the sender's prefix:
 * a chain's prefix is what its wallet gave the sender (the network record names none).
 */
export function isCosmosAddressFor(sender: string | undefined, input: string): boolean {
  const receiver = decodeBech32Words(input);
  if (!receiver || receiver.constant !== BECH32) return false;
  const bytes = wordsToBytes(receiver.words);
  if (!bytes || (bytes.length !== 20 && bytes.length !== 32)) return false;
  const prefix = sender ? decodeBech32Words(sender)?.prefix : undefined;
  return prefix === undefined || receiver.prefix === prefix;
}
