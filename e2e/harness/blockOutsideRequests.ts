import type { BrowserContext } from 'playwright-core';

/** Whether a URL is on this machine (the sandbox's servers) or inline data. */
export function isLocalUrl(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || !url.protocol.startsWith('http');
}

/**
 * Aborts every request to a host other than this machine and records it. Tests run offline by design
 * (DESIGN §5); an outside request is a bug to report, not a slow test that happens to pass.
 */
export async function blockOutsideRequests(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route(
    (url) => !isLocalUrl(url),
    (route) => {
      blocked.push(`${route.request().method()} ${route.request().url()}`);
      return route.abort('blockedbyclient');
    },
  );
  return blocked;
}
