import { type RawFieldValues, readFieldLines } from './readFieldLines';
import { SiwxMessageError } from './siwxErrors';
import type { SiwxCommonFields, SiwxNamespace } from './siwxMessage';
import { fieldLines, headerLine, readHeader } from './siwxTextLayout';

// ERC-4361's layout, which CAIP-122 keeps for every chain but Solana's (SIWS drops the blank lines of
// absent parts): header, address, blank, [statement, blank,] blank, tagged lines. Without a statement
// there are two blank lines between the address and "URI:" (ERC-4361 "no statement").

/** The lines every ERC-4361-layout message requires, in text order. */
const REQUIRED = ['uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const;

/** The text of already validated fields in the ERC-4361 layout, headed for `namespace`. */
export function writeErc4361Layout(namespace: SiwxNamespace, valid: SiwxCommonFields & { chainId: unknown }) {
  const head = [headerLine(namespace, valid.domain, valid.scheme), valid.accountAddress, ''];
  if (valid.statement !== undefined) head.push(valid.statement);
  return [...head, '', ...fieldLines(valid)].join('\n');
}

/** The raw parts of a text in the ERC-4361 layout (before validation); throws `SiwxMessageError`. */
export function readErc4361Layout(
  namespace: SiwxNamespace,
  text: string,
): { scheme?: string; domain: string; accountAddress: string; statement?: string } & RawFieldValues {
  if (typeof text !== 'string') throw new SiwxMessageError('malformedMessage', 'text');
  const lines = text.split('\n');
  const header = readHeader(namespace, lines[0] ?? '');
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
  const raw = readFieldLines(lines.slice(start), REQUIRED);
  return { ...header, accountAddress, ...(statement === undefined ? {} : { statement }), ...raw };
}
