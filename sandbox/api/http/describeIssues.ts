import type { z } from 'zod';

/**
 * One line per validation issue, prefixed with where it is (`query.chainId`), e.g.
 * `query.chainId is required; body.addresses: Too small: expected array to have >=1 items`.
 */
export function describeIssues(location: string, input: unknown, error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const where = [location, ...issue.path.map(String)].join('.');
      // Zod reports a missing field as a mismatch against undefined; say it plainly.
      if (issue.path.length > 0 && valueAt(input, issue.path) === undefined) return `${where} is required`;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
