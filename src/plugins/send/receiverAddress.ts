import { isValidChecksumAddress } from '../../core/eip55';
import { isAddressForNamespace, isEvmAddress } from '../../core/validate';

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

/** Why `input` is not a receiver address of `namespace`, or undefined when it is one. */
export function receiverProblem(namespace: string | undefined, input: string): ReceiverProblem | undefined {
  if (namespace === 'eip155') return evmProblem(input);
  return namespace !== undefined && isAddressForNamespace(namespace, input) ? undefined : 'format';
}

/** True when `input` is an address of `namespace` that a send can go to (after `toReceiverAddress`). */
export function isReceiverAddress(namespace: string | undefined, input: string): boolean {
  return receiverProblem(namespace, input) === undefined;
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
