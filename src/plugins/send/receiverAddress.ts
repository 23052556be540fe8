import { isValidChecksumAddress } from '../../core/eip55';
import type { Network } from '../../core/networks/network';
import { isAddressForNamespace, isEvmAddress } from '../../core/validate';
import { isBitcoinAddressOn, isCosmosAddressFor, isPolkadotAddressOn } from './familyAddress';

/** Why a typed receiver is not an address the send can go to. */
export type ReceiverProblem = 'format' | 'checksum';

const ZERO_EVM = /^(?:0x)?0{40}$/;

/** A name as typed: labels joined by dots (alice.portico), not an address. */
const NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

// SPEC §5: an EVM address is an optional 0x then 40 hex digits. A single-case address carries no
// checksum (legacy input); a mixed-case one is EIP-55 and must match its checksum, because a wrong
// one is a typo the checksum exists to catch (viem refuses it later with a raw error otherwise).
function evmProblem(input: string): ReceiverProblem | undefined {
  if (!isEvmAddress(input)) return 'format';
  const hex = input.slice(-40);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return undefined;
  return isValidChecksumAddress(`0x${hex}`) ? undefined : 'checksum';
}

/**
 * Where a receiver must belong beyond its namespace: the network (a Bitcoin address family, an SS58
 * format) and the sender (a Cosmos chain's bech32 prefix is the sender's).
 */
export interface ReceiverContext {
  network?: Network;
  sender?: string;
}

/** Bitcoin, Polkadot and Cosmos receivers checked for the network, checksums included (familyAddress.ts). */
const FAMILY_CHECKS: Record<string, (input: string, context: ReceiverContext) => boolean> = {
  bip122: (input, { network }) => isBitcoinAddressOn(network, input),
  polkadot: (input, { network }) => isPolkadotAddressOn(network, input),
  cosmos: (input, { sender }) => isCosmosAddressFor(sender, input),
};

/** Why `input` is not a receiver address of `namespace`, or undefined when it is one. */
export function receiverProblem(
  namespace: string | undefined,
  input: string,
  context: ReceiverContext = {},
): ReceiverProblem | undefined {
  if (namespace === 'eip155') return evmProblem(input);
  const family = namespace === undefined ? undefined : FAMILY_CHECKS[namespace];
  if (family) return family(input, context) ? undefined : 'format';
  return namespace !== undefined && isAddressForNamespace(namespace, input) ? undefined : 'format';
}

/** True when `input` is an address of `namespace` that a send can go to (after `toReceiverAddress`). */
export function isReceiverAddress(
  namespace: string | undefined,
  input: string,
  context: ReceiverContext = {},
): boolean {
  return receiverProblem(namespace, input, context) === undefined;
}

/** The address as the wallet is given it: an EVM address typed without `0x` gets it (SPEC §5). */
export function toReceiverAddress(namespace: string | undefined, input: string): string {
  return namespace === 'eip155' && !input.startsWith('0x') ? `0x${input}` : input;
}

/** True for the EVM zero address: valid, but what is sent to it is lost (the form warns). */
export function isZeroAddress(namespace: string | undefined, address: string | undefined): boolean {
  return namespace === 'eip155' && typeof address === 'string' && ZERO_EVM.test(address);
}

/** True when `input` (trimmed) is shaped like a name the name service may resolve (`alice.portico`). */
export function isNameLike(input: string): boolean {
  return NAME.test(input.trim());
}
