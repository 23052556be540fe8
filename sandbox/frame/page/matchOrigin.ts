/**
 * Whether `origin` is allowed by one of `patterns` (the API's GET /v1/allowed-origins list). A pattern is
 * an origin in which `*` stands for one or more characters of a single part: a host label
 * (`https://*.example.com`) or the port (`http://127.0.0.1:*`). The scheme must match exactly, and a
 * `*` never crosses a `.` or `:`, so `https://*.example.com` does not admit `https://evil.com:1.example.com`.
 */
export function matchOrigin(origin: string, patterns: readonly string[]): boolean {
  if (!/^https?:\/\/[^/\s]+$/.test(origin)) return false;
  return patterns.some((pattern) => patternToRegExp(pattern)?.test(origin) ?? false);
}

function patternToRegExp(pattern: string): RegExp | undefined {
  if (!/^https?:\/\/[^/\s]+$/.test(pattern)) return undefined;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^.:/]+');
  return new RegExp(`^${source}$`);
}
