import type { SiwxField } from './siwxErrors';
import type { SiwxNamespace } from './siwxMessage';

// The pieces of text ERC-4361 and SIWS share: the first line's wording per namespace and the
// "Tag: value" lines after the statement, in the order both grammars fix.

/** The end of the first line per namespace (after `[scheme://]domain`). */
export const HEADER_SUFFIX: Readonly<Record<SiwxNamespace, string>> = {
  eip155: ' wants you to sign in with your Ethereum account:',
  solana: ' wants you to sign in with your Solana account:',
  // CAIP-122's template names the chain family in its own words; the rest of the text is ERC-4361's.
  bip122: ' wants you to sign in with your Bitcoin account:',
  polkadot: ' wants you to sign in with your Polkadot account:',
  cosmos: ' wants you to sign in with your Cosmos account:',
};

/** Tagged lines in text order: ERC-4361 and SIWS both put Chain ID after Version. */
export const TAGGED_LINES = [
  ['uri', 'URI: '],
  ['version', 'Version: '],
  ['chainId', 'Chain ID: '],
  ['nonce', 'Nonce: '],
  ['issuedAt', 'Issued At: '],
  ['expirationTime', 'Expiration Time: '],
  ['notBefore', 'Not Before: '],
  ['requestId', 'Request ID: '],
] as const satisfies readonly (readonly [SiwxField, string])[];

/** The line that opens the resource list; each resource follows as `- <uri>`. */
export const RESOURCES_LINE = 'Resources:';

/** The field a line belongs to when it starts with a known tag, else undefined. */
export function fieldOfLine(line: string): SiwxField | undefined {
  if (line === RESOURCES_LINE) return 'resources';
  return TAGGED_LINES.find(([, tag]) => line.startsWith(tag))?.[0];
}

/** The first line: `[scheme://]domain wants you to sign in with your <chain> account:`. */
export function headerLine(namespace: SiwxNamespace, domain: string, scheme?: string): string {
  return `${scheme ? `${scheme}://` : ''}${domain}${HEADER_SUFFIX[namespace]}`;
}

/** Splits a first line into scheme and domain, or undefined when it is not this namespace's header. */
export function readHeader(
  namespace: SiwxNamespace,
  line: string,
): { scheme?: string; domain: string } | undefined {
  const suffix = HEADER_SUFFIX[namespace];
  if (!line.endsWith(suffix)) return undefined;
  const authority = line.slice(0, line.length - suffix.length);
  const at = authority.indexOf('://');
  // Only a scheme-shaped prefix counts: "user@host" or "[::1]" must stay whole.
  if (at > 0 && /^[A-Za-z][A-Za-z0-9+.-]*$/.test(authority.slice(0, at))) {
    return { scheme: authority.slice(0, at), domain: authority.slice(at + 3) };
  }
  return { domain: authority };
}

/** The tagged lines and resource lines of a field set, in text order (absent fields left out). */
export function fieldLines(fields: Partial<Record<SiwxField, unknown>>): string[] {
  const lines: string[] = [];
  for (const [field, tag] of TAGGED_LINES) {
    const value = fields[field];
    if (value !== undefined && value !== null) lines.push(`${tag}${String(value)}`);
  }
  const resources = fields.resources as readonly string[] | undefined;
  if (resources) lines.push(RESOURCES_LINE, ...resources.map((resource) => `- ${resource}`));
  return lines;
}
