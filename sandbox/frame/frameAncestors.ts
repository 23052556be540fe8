import { matchOrigin } from './page/matchOrigin';

// The frame server's side of the allow-list (issue 12 item 1): the list is read from the reference API
// per request, turned into `Content-Security-Policy: frame-ancestors`, and used to tell a refused
// embedding apart from an allowed one.

/**
 * One allow-list pattern as a CSP source. CSP knows `*` only as a whole leading host label or as the
 * port, so a pattern like `https://pr-*.example.com` widens to `https://*.example.com` here; the page's
 * own check (matchOrigin) stays exact. Undefined for a pattern that is not an origin.
 */
export function toFrameAncestorSource(pattern: string): string | undefined {
  const match = /^(https?):\/\/([^/:\s]+)(?::([0-9*]+))?$/.exec(pattern);
  if (!match) return undefined;
  const [, scheme, host = '', port] = match;
  const labels = host.split('.');
  const last = labels.map((label) => label.includes('*')).lastIndexOf(true);
  const cspHost = last === -1 ? host : ['*', ...labels.slice(last + 1)].join('.');
  if (cspHost === '*') return undefined; // a wildcard for the whole host is never what a list means
  const cspPort = port === undefined ? '' : `:${/^[0-9]+$/.test(port) ? port : '*'}`;
  return `${scheme}://${cspHost}${cspPort}`;
}

/** The `Content-Security-Policy` header value admitting only `patterns` as ancestors ('none' when empty). */
export function frameAncestorsPolicy(patterns: readonly string[]): string {
  const sources = [...new Set(patterns.map(toFrameAncestorSource).filter((s) => s !== undefined))];
  return `frame-ancestors ${sources.length > 0 ? sources.join(' ') : "'none'"}`;
}

/** GET {apiUrl}/v1/allowed-origins?projectId=…; rejects when the API does not answer a list. */
export async function loadAllowedOrigins(
  apiUrl: string,
  projectId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const response = await fetchImpl(
    `${apiUrl}/v1/allowed-origins?projectId=${encodeURIComponent(projectId)}`,
    {
      signal: AbortSignal.timeout(5000),
    },
  );
  if (!response.ok) throw new Error(`the API answered ${response.status} for the allow-list`);
  const { allowedOrigins } = (await response.json()) as { allowedOrigins?: unknown };
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every((o) => typeof o === 'string')) {
    throw new Error('the API answered no allow-list');
  }
  return allowedOrigins;
}

/**
 * The embedding page's origin when the request says it (Referer, which browsers send as the origin for
 * cross-origin iframes by default) and it is not allowed: the server then serves the refusal page
 * instead of the wallet. Undefined when allowed or unknown (then CSP alone decides).
 */
export function refusedEmbedder(
  referer: string | undefined,
  patterns: readonly string[],
): string | undefined {
  if (!referer) return undefined;
  let origin: string;
  try {
    origin = new URL(referer).origin;
  } catch {
    return undefined;
  }
  return matchOrigin(origin, patterns) ? undefined : origin;
}
