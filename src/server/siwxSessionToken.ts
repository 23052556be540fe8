// Reading a SIWX session token off a request: `Authorization: Bearer ps_...` or a cookie. Pure text
// handling, so the same code runs in Node, Deno, Bun and edge runtimes.

/** The cookie a host sets with the kit's session token unless it names another (docs/siwx.md). */
export const SIWX_SESSION_COOKIE = 'portico_siwx';

/** The token from an `Authorization` header (`Bearer <token>`), or undefined. */
export function tokenFromAuthorization(header: string | null | undefined): string | undefined {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The value of cookie `name` in a `Cookie` header (`a=1; portico_siwx=ps_...`), or undefined. */
export function tokenFromCookie(
  header: string | null | undefined,
  name = SIWX_SESSION_COOKIE,
): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
