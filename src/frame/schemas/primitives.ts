import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../../core/constants/features';

// Building blocks shared by the frame protocol's payload schemas (SPEC §3, §5). Every string is
// bounded (issue 12): a message from a hostile page cannot make either side hold megabytes.

/** Upper bounds of the protocol's strings, in characters. */
export const FRAME_LIMITS = {
  /** RFC 5321: a path (and so an address) is at most 254 characters. */
  email: 254,
  otp: 16,
  /** Names, versions, ids, labels. */
  short: 256,
  /** URLs and redirect URIs. */
  url: 4096,
  /** Messages to sign and encoded transactions (hex doubles the byte count). */
  data: 2 * 1024 * 1024,
} as const;

/** A string of at most `max` characters. */
export const boundedString = (max: number) => z.string().max(max);

/** A `0x`-prefixed hex string (may be just `0x`, the empty byte string). */
export const hexSchema = boundedString(FRAME_LIMITS.data).regex(
  /^0x[0-9a-fA-F]*$/,
  'Expected a 0x-prefixed hex string',
);

/** An EVM account address as sent over the wire: `0x` and 40 hex digits. */
export const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address');

/** A Solana public key as sent over the wire: 32 to 44 base58 characters (SPEC §5). */
export const solanaAddressSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Expected a Solana address');

/** A non-empty string of bounded length (addresses, base58 keys, encoded transactions). */
export const nonEmptyStringSchema = boundedString(FRAME_LIMITS.data).min(1);

/** A chain id: a CAIP-2 / hex / decimal string or a number (SPEC §3 "string or number"). */
export const chainIdSchema = z.union([boundedString(64).min(1), z.number().int().nonnegative()]);

/** SPEC §5: e-mail fields (connect, update, new e-mail) are valid e-mail addresses. */
// The length is checked first, and the address check only on what passed it: the e-mail pattern on a
// multi-megabyte string exhausts the regex engine's stack (seen in CI).
export const emailSchema = boundedString(FRAME_LIMITS.email).pipe(z.email());

/** SPEC §5: the one-time code is a string. */
export const otpSchema = boundedString(FRAME_LIMITS.otp);

/** SPEC §1/§5: the social providers of the embedded wallet. */
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** The embedded wallet's account types (SPEC §6; eip155 and solana only). */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount']);

/** The random request id of the envelope: 1 to 128 characters (the client sends 32 hex digits). */
export const requestIdSchema = z.string().min(1).max(128);

/** A payload-less event: nothing, or an explicit `undefined`. */
export const noPayloadSchema = z.undefined();
