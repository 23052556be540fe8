import { readFieldLines } from './readFieldLines';
import { SiwxMessageError } from './siwxErrors';
import type { SiweMessageFields } from './siwxMessage';
import { readHeader } from './siwxTextLayout';
import { validateSiweFields } from './validateSiwxFields';

const CHAIN_ID = /^(?:0|[1-9][0-9]*)$/;

// Strict ERC-4361 grammar: line positions are fixed, so a statement with a line break, a field out
// of order or any extra line is refused rather than guessed at; then every field is validated as
// buildSiweMessage would, so parse and build accept exactly the same messages.
/** The fields of an EIP-4361 message text; throws `SiwxMessageError` (`data.reason`, `data.field`). */
export function parseSiweMessage(text: string): SiweMessageFields {
  if (typeof text !== 'string') throw new SiwxMessageError('malformedMessage', 'text');
  const lines = text.split('\n');
  const header = readHeader('eip155', lines[0] ?? '');
  if (!header) throw new SiwxMessageError('malformedMessage', 'header');
  const accountAddress = lines[1];
  if (!accountAddress) throw new SiwxMessageError('missingField', 'accountAddress');
  if (lines[2] !== '') throw new SiwxMessageError('malformedMessage', 'text');

  let statement: string | undefined;
  let start = 3;
  if (lines[3] === '') start = 4;
  else if (lines[3] !== undefined) {
    statement = lines[3];
    // A statement is one line followed by a blank one; anything else means it had a line break.
    if (lines[4] !== '') throw new SiwxMessageError('badStatement', 'statement');
    start = 5;
  }

  const raw = readFieldLines(lines.slice(start), ['uri', 'version', 'chainId', 'nonce', 'issuedAt']);
  if (!CHAIN_ID.test(raw.chainId ?? '')) throw new SiwxMessageError('badChainId', 'chainId');
  return validateSiweFields({
    ...header,
    accountAddress,
    ...(statement === undefined ? {} : { statement }),
    ...raw,
    chainId: Number(raw.chainId),
  });
}
