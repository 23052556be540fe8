import {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from './errors/caipErrors';
import { type CaipAddress, type CaipNetworkId, type ChainNamespace, isChainNamespace } from './namespaces';

// The CAIP-2 / CAIP-10 grammar, case-sensitive. Kept generic (any namespace) so that ids coming from
// wallets and sessions for chains we do not support still parse; the kit-level guards below add the
// "known namespace" rule.
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/;

/** The parts of a CAIP-2 chain id. */
export interface ParseCaipNetworkIdReturnType {
  namespace: string;
  reference: string;
}

/** The parts of a CAIP-10 account id; `chainId` is its CAIP-2 part. */
export interface ParseCaipAddressReturnType {
  namespace: string;
  reference: string;
  chainId: string;
  address: string;
}

/** True when `value` is a CAIP-2 chain id in any namespace (`eip155:1`, `starknet:SN_GOERLI`). */
export function isCaip2(value: unknown): boolean {
  return typeof value === 'string' && CAIP2.test(value);
}

/** True when `value` is a CAIP-10 account id in any namespace (`eip155:1:0xab...`). */
export function isCaip10(value: unknown): boolean {
  return typeof value === 'string' && CAIP10.test(value);
}

/** Splits a CAIP-2 chain id; throws `InvalidCaip2NetworkIdError` when it breaks the grammar. */
export function parseCaipNetworkId(value: string): ParseCaipNetworkIdReturnType {
  if (!isCaip2(value)) throw new InvalidCaip2NetworkIdError(String(value));
  const colon = value.indexOf(':');
  return { namespace: value.slice(0, colon), reference: value.slice(colon + 1) };
}

/** Splits a CAIP-10 account id; throws `InvalidCaip10AddressError` when it breaks the grammar. */
export function parseCaipAddress(value: string): ParseCaipAddressReturnType {
  if (!isCaip10(value)) throw new InvalidCaip10AddressError(String(value));
  const first = value.indexOf(':');
  const second = value.indexOf(':', first + 1);
  return {
    namespace: value.slice(0, first),
    reference: value.slice(first + 1, second),
    chainId: value.slice(0, second),
    address: value.slice(second + 1),
  };
}

/** Builds `namespace:reference`, throwing `InvalidCaip2NetworkIdError` if the result is not CAIP-2. */
export function formatCaipNetworkId<N extends string>(
  namespace: N,
  reference: string | number,
): `${N}:${string}` {
  const value = `${namespace}:${reference}` as const;
  if (!isCaip2(value)) throw new InvalidCaip2NetworkIdError(value);
  return value;
}

/** Builds `chainId:address`, throwing `InvalidCaip10AddressError` if the result is not CAIP-10. */
export function formatCaipAddress<C extends string>(caipNetworkId: C, address: string): `${C}:${string}` {
  const value = `${caipNetworkId}:${address}` as const;
  if (!isCaip10(value)) throw new InvalidCaip10AddressError(value);
  return value;
}

/** True for a CAIP-2 id whose namespace Portico supports (`eip155:1` yes, `starknet:SN_MAIN` no). */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return isCaip2(value) && isChainNamespace((value as string).slice(0, (value as string).indexOf(':')));
}

// Deliberately looser than CAIP-10, as SPEC §5 words it: wallets hand out ids such as
// `eip155:1:some_address`. Use `isCaip10` where the exact grammar matters.
/** SPEC §5 CAIP address: three non-empty parts with a known namespace first. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  return parts.length === 3 && parts.every((part) => part.length > 0) && isChainNamespace(parts[0]);
}

/** Throws `InvalidCaipAddressError` unless `value` is a SPEC §5 CAIP address. */
export function assertCaipAddress(value: unknown): asserts value is CaipAddress {
  if (!isCaipAddress(value)) throw new InvalidCaipAddressError();
}

// The error follows the shape of the input (three parts: an address was meant) so its message names
// what the caller was handling.
/** The supported namespace of a CAIP-2 id or CAIP address; throws on anything else. */
export function getNamespace(caipId: string): ChainNamespace {
  if (isCaipNetworkId(caipId) || isCaipAddress(caipId)) return caipId.split(':')[0] as ChainNamespace;
  if (String(caipId).split(':').length >= 3) throw new InvalidCaipAddressError();
  throw new InvalidCaip2NetworkIdError(String(caipId));
}

/** The address part of a CAIP address (`eip155:1:0xab` -> `0xab`); throws `InvalidCaipAddressError`. */
export function getAddressFromCaip(caipAddress: string): string {
  assertCaipAddress(caipAddress);
  return caipAddress.slice(caipAddress.lastIndexOf(':') + 1);
}

/** The CAIP-2 part of a CAIP address (`eip155:1:0xab` -> `eip155:1`); throws `InvalidCaipAddressError`. */
export function getCaipNetworkIdFromCaipAddress(caipAddress: string): CaipNetworkId {
  assertCaipAddress(caipAddress);
  return caipAddress.slice(0, caipAddress.lastIndexOf(':')) as CaipNetworkId;
}
