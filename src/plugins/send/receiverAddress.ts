import { isAddressForNamespace } from '../../core/validate';

/** EVM: 0x and 40 hex digits in any case (SPEC §5; a checksum is accepted, and case is not checked). */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

// The wallet is given the address as typed; a mixed-case typo of a checksum cannot send elsewhere,
// since the 40 hex digits are the address whatever their case.
/** True when `input` is an address of `namespace` that a send can go to as is. */
export function isReceiverAddress(namespace: string | undefined, input: string): boolean {
  if (namespace === 'eip155') return EVM_ADDRESS.test(input);
  return namespace !== undefined && isAddressForNamespace(namespace, input);
}
