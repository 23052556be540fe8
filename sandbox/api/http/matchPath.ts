/** Splits a path into segments, ignoring a trailing slash. */
export function pathSegments(path: string): string[] {
  return path
    .split('/')
    .filter((segment, index, all) => segment !== '' || (index > 0 && index < all.length - 1));
}

/**
 * Matches request path segments against a route pattern (`:name` segments capture). Returns the raw
 * (still percent-encoded) captures, or undefined when the path does not match.
 */
export function matchPath(
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index++) {
    const expected = pattern[index] as string;
    const actual = segments[index] as string;
    if (expected.startsWith(':')) {
      if (actual === '') return undefined;
      params[expected.slice(1)] = actual;
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return params;
}
