import type { IncomingMessage } from 'node:http';

/**
 * CORS headers for every answer. The kit calls the API from a page on another port; the API keeps no
 * cookies or credentials, so any origin may read it. Which origins a project accepts is data the
 * embedded-wallet frame checks (GET /v1/allowed-origins), not a transport rule.
 */
export function corsHeaders(request: IncomingMessage): Record<string, string> {
  const requested = request.headers['access-control-request-headers'];
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    // Echoing the requested headers lets the kit add its SDK headers without a list kept here.
    'access-control-allow-headers': typeof requested === 'string' && requested ? requested : 'content-type',
    'access-control-max-age': '600',
    // So that the kit can read how long a 429 asks it to wait.
    'access-control-expose-headers': 'retry-after',
  };
}
