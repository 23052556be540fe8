import { buildSiweMessage } from './buildSiweMessage';
import { buildSiwsMessage } from './buildSiwsMessage';
import { buildCaip122Message, isSiwxFamilyNamespace, parseCaip122Message } from './caip122Message';
import { parseSiweMessage } from './parseSiweMessage';
import { parseSiwsMessage } from './parseSiwsMessage';
import { SiwxMessageError } from './siwxErrors';
import type { SiwxMessage, SiwxNamespace } from './siwxMessage';
import { HEADER_SUFFIX } from './siwxTextLayout';

/** The exact text to sign for a message of any supported namespace; throws `SiwxMessageError`. */
export function buildSiwxMessage(message: SiwxMessage): string {
  if (message.namespace === 'eip155') return buildSiweMessage(message);
  if (message.namespace === 'solana') return buildSiwsMessage(message);
  if (isSiwxFamilyNamespace(message.namespace)) return buildCaip122Message(message.namespace, message);
  throw new SiwxMessageError('unsupportedNamespace', 'header');
}

// The namespace is read from the first line's wording, the only place the text names its chain.
/** Parses a sign-in text of any supported namespace; throws `SiwxMessageError`. */
export function parseSiwxMessage(text: string): SiwxMessage {
  if (typeof text !== 'string') throw new SiwxMessageError('malformedMessage', 'text');
  const header = text.split('\n', 1)[0] ?? '';
  const namespace = (Object.keys(HEADER_SUFFIX) as SiwxNamespace[]).find((key) =>
    header.endsWith(HEADER_SUFFIX[key]),
  );
  if (namespace === 'eip155') return { namespace, ...parseSiweMessage(text) };
  if (namespace === 'solana') return { namespace, ...parseSiwsMessage(text) };
  if (namespace) return { namespace, ...parseCaip122Message(namespace, text) };
  const otherChain = / wants you to sign in with your .+ account:$/.test(header);
  throw new SiwxMessageError(otherChain ? 'unsupportedNamespace' : 'malformedMessage', 'header');
}
