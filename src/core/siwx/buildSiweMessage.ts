import { writeErc4361Layout } from './erc4361Layout';
import type { SiweMessageFields } from './siwxMessage';
import { validateSiweFields } from './validateSiwxFields';

/** The exact EIP-4361 text of `fields`; throws `SiwxMessageError` when a field breaks the grammar. */
export function buildSiweMessage(fields: SiweMessageFields): string {
  return writeErc4361Layout('eip155', validateSiweFields(fields));
}
