import { z } from 'zod';
import { evmAddressSchema } from '../http/schemas';

/** A payment id as the API hands it out: `pay_` and 24 random url-safe characters (18 random bytes). */
export const paymentIdSchema = z.string().regex(/^pay_[-_A-Za-z0-9]{24}$/, 'must be a payment id');

/** An amount in the asset's units as a decimal string (`"0.01"`, `"25"`); checked against `decimals` later. */
export const payAmountSchema = z
  .string()
  .regex(/^[0-9]{1,30}(\.[0-9]{1,36})?$/, 'must be a decimal amount such as 0.01');

/** `native` or an ERC-20 address (answered checksummed). */
export const payAssetSchema = z.union([z.literal('native'), evmAddressSchema], {
  error: 'must be native or a token address',
});

/** A transaction hash, stored and answered lower-case. */
export const txHashSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a transaction hash')
  .transform((hash) => hash.toLowerCase());
