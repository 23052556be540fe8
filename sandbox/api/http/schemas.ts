import { type Address, getAddress, isAddress } from 'viem';
import { z } from 'zod';

// Grammar from CAIP-2 and CAIP-10 (namespace, reference, account address); messages as in SPEC §8.
const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const caip10Pattern = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/;

/** A CAIP-2 network id such as `eip155:31337`. */
export const caip2Schema = z.string().refine((value) => caip2Pattern.test(value), {
  error: (issue) => `Invalid CAIP-2 network id: ${String(issue.input)}`,
});

/** A CAIP-10 account id, parsed into its chain id and address. */
export const caip10Schema = z
  .string()
  .refine((value) => caip10Pattern.test(value), { error: (issue) => `Invalid CAIP-10 address: ${String(issue.input)}` })
  .transform((value) => {
    const [, chainId = '', address = ''] = caip10Pattern.exec(value) ?? [];
    return { caip10: value, chainId, address };
  });

/** A 0x EVM address (any case; a mixed-case one must have a valid EIP-55 checksum), checksummed. */
export const evmAddressSchema = z
  .string()
  .refine((value) => isAddress(value), { error: (issue) => `Invalid address: ${String(issue.input)}` })
  .transform((value): Address => getAddress(value));

/** A query flag: `true` or `1` is on; absent, empty, `false` or `0` is off. */
export const queryFlagSchema = z
  .enum(['', 'true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** The query parameters the kit adds to every GET (project id, SDK type and version); accepted and ignored. */
export const kitQueryFields = {
  projectId: z.string().max(200).optional(),
  st: z.string().max(100).optional(),
  sv: z.string().max(100).optional(),
};
