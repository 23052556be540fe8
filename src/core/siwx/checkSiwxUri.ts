import { SiwxVerificationError } from './siwxErrors';
import type { SiwxCommonFields } from './siwxMessage';

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * URI binding (EIP-4361: `domain` is the RFC 3986 authority of the URI that asks for the sign-in).
 * The URI must be http(s) and name the message's own domain (and `scheme`, when the first line has
 * one); with `origin` (the page's, when it is http(s)) the URI must also be on that origin. A message
 * without a URI (SIWS makes it optional) has nothing to bind. Throws `SiwxVerificationError`:
 * `uriNotHttp` (data.actual: the scheme) or `uriMismatch` (data.expected / data.actual: normalised
 * authorities or origins, never the raw URI, so no caller can echo hostile text from it).
 */
export function checkSiwxUri(
  message: Pick<SiwxCommonFields, 'domain' | 'uri' | 'scheme'>,
  { origin }: { origin?: string } = {},
): void {
  if (message.uri === undefined) return;
  const scheme = SCHEME.exec(message.uri)?.[1]?.toLowerCase() ?? '';
  if (scheme !== 'http' && scheme !== 'https') {
    throw new SiwxVerificationError('uriNotHttp', { actual: scheme.slice(0, 40) });
  }
  const uri = parseUrl(message.uri);
  // The domain is parsed under the URI's own scheme so that default ports and case compare equal.
  const domain = parseUrl(`${scheme}://${message.domain}/`);
  const authority = (url: URL) => `${url.username}${url.password ? `:${url.password}` : ''}@${url.host}`;
  if (!uri || !domain || authority(uri) !== authority(domain)) {
    throw new SiwxVerificationError('uriMismatch', {
      expected: domain?.host ?? '',
      actual: uri?.host ?? '',
    });
  }
  if (message.scheme !== undefined && message.scheme.toLowerCase() !== scheme) {
    throw new SiwxVerificationError('uriMismatch', { expected: `${message.scheme}:`, actual: uri.protocol });
  }
  const page = origin === undefined ? undefined : parseUrl(origin);
  if (page && (page.protocol === 'http:' || page.protocol === 'https:') && page.origin !== uri.origin) {
    throw new SiwxVerificationError('uriMismatch', { expected: page.origin, actual: uri.origin });
  }
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
