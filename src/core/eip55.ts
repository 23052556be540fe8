import { keccak_256 } from '@noble/hashes/sha3.js';
import { defineError } from './errors/defineError';

// SPEC §8 has no text for a malformed EVM address, so this error lives beside its only thrower.
/** Thrown by `toChecksumAddress` for anything that is not an optional 0x plus 40 hex digits. */
export const InvalidEvmAddressError = /* @__PURE__ */ defineError({
  name: 'InvalidEvmAddressError',
  message: (address: string) => `Invalid EVM address: ${address}`,
});

const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/;

// Input follows SPEC §5 (optional 0x, any case) so any address the kit accepts can be checksummed.
/** The EIP-55 mixed-case form of an EVM address, with `0x`; throws `InvalidEvmAddressError`. */
export function toChecksumAddress(address: string): `0x${string}` {
  if (typeof address !== 'string' || !EVM_ADDRESS.test(address)) {
    throw new InvalidEvmAddressError(String(address));
  }
  const hex = address.slice(address.length - 40).toLowerCase();
  // EIP-55 hashes the ASCII of the 40 lowercase hex characters, not the 20 address bytes. Built by
  // hand rather than with TextEncoder, which jsdom test environments lack.
  const ascii = new Uint8Array(40);
  for (let i = 0; i < 40; i++) ascii[i] = hex.charCodeAt(i);
  const hash = keccak_256(ascii);
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const char = hex.charAt(i);
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out as `0x${string}`;
}

// Strict: an all-lowercase address passes only if its checksum has no uppercase letter. Use
// `isAddressForNamespace('eip155', ...)` to also accept legacy single-case input.
/** True when `address` (with `0x`) equals its own EIP-55 checksum form. */
export function isValidChecksumAddress(address: string): boolean {
  if (typeof address !== 'string' || !address.startsWith('0x') || !EVM_ADDRESS.test(address)) return false;
  return toChecksumAddress(address) === address;
}
