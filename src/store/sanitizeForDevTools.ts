/** Keys whose values are secrets: one-time codes, signatures, tokens, keys. */
const SECRET_KEYS =
  /^(otp|code|signature|signatures|token|accessToken|refreshToken|password|privateKey|secret|seed|mnemonic|cacao)$/i;

/** What a sanitised secret shows as in Redux DevTools. */
export const REDACTED = '<redacted>';

/**
 * Deep-copies `value` replacing secret fields, so one-time codes and signatures never reach Redux
 * DevTools (DESIGN §2). Only plain objects and arrays are walked; depth is bounded.
 */
export function sanitizeForDevTools<T>(value: T, depth = 0): T {
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
