/** Keys whose values are secrets: one-time codes, signatures, tokens, keys. */
const SECRET_KEYS =
  /^(otp|code|signature|signatures|token|accessToken|refreshToken|password|privateKey|secret|seed|mnemonic|cacao)$/i;

/** One-time codes and tokens in a URL's query or fragment (an OAuth provider's answer, say). */
const SECRET_URL_PARAMS = /([?&#](?:code|access_token|id_token|refresh_token|token)=)[^&#\s]*/gi;

/** What a sanitised secret shows as in Redux DevTools. */
export const REDACTED = '<redacted>';

/**
 * Deep-copies `value` replacing secret fields, so one-time codes and signatures never reach Redux
 * DevTools (DESIGN §2). Secret keys are redacted at any depth (so `meta.arg.otp` of a thunk's actions
 * too), and so are `code=` / token parameters inside URL strings. Only plain objects and arrays are
 * walked; depth is bounded.
 */
export function sanitizeForDevTools<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replace(SECRET_URL_PARAMS, `$1${REDACTED}`) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => sanitizeForDevTools(item, depth + 1)) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEYS.test(key) && item !== undefined ? REDACTED : sanitizeForDevTools(item, depth + 1);
  }
  return out as T;
}
