import { z } from 'zod';
import { onrampFiatCurrencies } from './onrampCatalog';

/** A fiat amount: a decimal string with at most 2 decimals, or a finite number; parsed to a number. */
export const fiatAmountSchema = z
  .union([
    z.string().regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'must be a decimal amount such as 20.00'),
    z.number(),
  ])
  .transform((value) => Number(value))
  .refine((value) => Number.isFinite(value) && value > 0, 'must be a positive amount');

/** A crypto amount: a positive decimal (string or number) with at most 18 decimals. */
export const cryptoAmountSchema = z
  .union([
    z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,18})?$/, 'must be a decimal amount such as 0.01'),
    z.number(),
  ])
  .transform((value) => Number(value))
  .refine((value) => Number.isFinite(value) && value > 0, 'must be a positive amount');

/** USD or EUR (upper case, as SPEC §3's options answer them). */
export const fiatCurrencySchema = z.enum(onrampFiatCurrencies, { error: 'must be USD or EUR' });

/** An asset symbol or network name: short, plain characters. */
export const onrampNameSchema = z.string().regex(/^[-_a-zA-Z0-9]{1,40}$/, 'must be a name such as USDC');

/** The id of an on-ramp order as the generator hands it out. */
export const onrampOrderIdSchema = z
  .string()
  .regex(
    /^onramp_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'must be an on-ramp order id',
  );
