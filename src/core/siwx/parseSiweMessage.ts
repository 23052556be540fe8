import { readErc4361Layout } from './erc4361Layout';
import { SiwxMessageError } from './siwxErrors';
import type { SiweMessageFields } from './siwxMessage';
import { validateSiweFields } from './validateSiwxFields';

const CHAIN_ID = /^(?:0|[1-9][0-9]*)$/;

// Strict ERC-4361 grammar: line positions are fixed, so a statement with a line break, a field out
// of order or any extra line is refused rather than guessed at; then every field is validated as
// buildSiweMessage would, so parse and build accept exactly the same messages.
/** The fields of an EIP-4361 message text; throws `SiwxMessageError` (`data.reason`, `data.field`). */
export function parseSiweMessage(text: string): SiweMessageFields {
  const raw = readErc4361Layout('eip155', text);
  if (!CHAIN_ID.test(raw.chainId ?? '')) throw new SiwxMessageError('badChainId', 'chainId');
  return validateSiweFields({ ...raw, chainId: Number(raw.chainId) });
}
