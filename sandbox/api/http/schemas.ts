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
  .refine((value) => caip10Pattern.test(value), {
    error: (issue) => `Invalid CAIP-10 address: ${String(issue.input)}`,
  })
  .transform((value) => {
    const [, chainId = '', address = ''] = caip10Pattern.exec(value) ?? [];
    return { caip10: value, chainId, address };
  });

/** A 0x EVM address, all lower-case, all upper-case or EIP-55 checksummed; answered checksummed. */
export const evmAddressSchema = z
  .string()
  .refine(isEvmAddress, { error: (issue) => `Invalid address: ${String(issue.input)}` })
  .transform((value): Address => getAddress(value));

/**
 * An EVM account as SPEC §5 spells it: 0x optional, then 40 hex digits in any letter case (addresses
 * compare case-insensitively, so no checksum is required); answered checksummed.
 */
export const evmAccountSchema = z
  .string()
  .refine((value) => /^(0x)?[0-9a-fA-F]{40}$/.test(value), {
    error: (issue) => `Invalid address: ${preview(issue.input)}`,
  })
  .transform((value): Address => getAddress(`0x${value.slice(-40).toLowerCase()}`));

/** A rejected input as an error message may quote it: at most 50 characters, as a JSON string. */
export function preview(input: unknown): string {
  const text = String(input);
  return JSON.stringify(text.length > 50 ? `${text.slice(0, 50)}…` : text);
}

function isEvmAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  const hex = value.slice(2);
  // EIP-55: a single-case address carries no checksum; a mixed-case one must carry a valid one.
  return hex === hex.toLowerCase() || hex === hex.toUpperCase() || isAddress(value, { strict: true });
}

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
