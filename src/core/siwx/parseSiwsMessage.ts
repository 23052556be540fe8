import { readFieldLines } from './readFieldLines';
import { SiwxMessageError } from './siwxErrors';
import type { SiwsMessageFields } from './siwxMessage';
import { fieldOfLine, readHeader } from './siwxTextLayout';
import { validateSiwsFields } from './validateSiwxFields';

// Where the tagged lines begin in the part after the address: at its start, or after the first
// blank line that is followed by a tag. Everything before is the statement, which SIWS wallets
// (@solana/wallet-standard-util) allow to span several lines.
function fieldBlockStart(body: string): number {
  if (fieldOfLine(body.split('\n', 1)[0] ?? '')) return 0;
  for (let at = body.indexOf('\n\n'); at >= 0; at = body.indexOf('\n\n', at + 1)) {
    const next = body.slice(at + 2).split('\n', 1)[0] ?? '';
    if (fieldOfLine(next)) return at + 2;
  }
  return -1;
}

/** The fields of a Sign-In With Solana message text; throws `SiwxMessageError` (`data.reason`, `data.field`). */
export function parseSiwsMessage(text: string): SiwsMessageFields {
  if (typeof text !== 'string') throw new SiwxMessageError('malformedMessage', 'text');
  const firstBreak = text.indexOf('\n');
  const header = readHeader('solana', firstBreak < 0 ? text : text.slice(0, firstBreak));
  if (!header) throw new SiwxMessageError('malformedMessage', 'header');
  const afterHeader = firstBreak < 0 ? '' : text.slice(firstBreak + 1);
  const secondBreak = afterHeader.indexOf('\n');
  const accountAddress = secondBreak < 0 ? afterHeader : afterHeader.slice(0, secondBreak);
  if (!accountAddress) throw new SiwxMessageError('missingField', 'accountAddress');

  const remainder = secondBreak < 0 ? '' : afterHeader.slice(secondBreak);
  let statement: string | undefined;
  let raw = {};
  if (remainder !== '') {
    if (!remainder.startsWith('\n\n')) throw new SiwxMessageError('malformedMessage', 'text');
    const body = remainder.slice(2);
    const start = fieldBlockStart(body);
    if (start < 0) statement = body;
    else {
      if (start > 0) statement = body.slice(0, start - 2);
      raw = readFieldLines(body.slice(start).split('\n'), []);
    }
  }
  return validateSiwsFields({
    ...header,
    accountAddress,
    ...(statement === undefined ? {} : { statement }),
    ...raw,
  });
}
