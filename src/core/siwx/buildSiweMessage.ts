import type { SiweMessageFields } from './siwxMessage';
import { fieldLines, headerLine } from './siwxTextLayout';
import { validateSiweFields } from './validateSiwxFields';

// ERC-4361 layout: header, address, blank, [statement, blank,] blank, tagged lines. Without a
// statement there are two blank lines between the address and "URI:" (ERC-4361 "no statement").
/** The exact EIP-4361 text of `fields`; throws `SiwxMessageError` when a field breaks the grammar. */
export function buildSiweMessage(fields: SiweMessageFields): string {
  const valid = validateSiweFields(fields);
  const head = [headerLine('eip155', valid.domain, valid.scheme), valid.accountAddress, ''];
  if (valid.statement !== undefined) head.push(valid.statement);
  return [...head, '', ...fieldLines(valid)].join('\n');
}
