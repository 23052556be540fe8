import type { SiwsMessageFields } from './siwxMessage';
import { fieldLines, headerLine } from './siwxTextLayout';
import { validateSiwsFields } from './validateSiwxFields';

// SIWS layout (phantom/sign-in-with-solana, @solana/wallet-standard-util): header and address, then
// each present part (statement, tagged lines) after one blank line. A field that is not given does
// not appear, so the shortest message is just the two first lines.
/** The exact Sign-In With Solana text of `fields`; throws `SiwxMessageError` when a field breaks the grammar. */
export function buildSiwsMessage(fields: SiwsMessageFields): string {
  const valid = validateSiwsFields(fields);
  let text = `${headerLine('solana', valid.domain, valid.scheme)}\n${valid.accountAddress}`;
  if (valid.statement !== undefined) text += `\n\n${valid.statement}`;
  const lines = fieldLines(valid);
  if (lines.length > 0) text += `\n\n${lines.join('\n')}`;
  return text;
}
