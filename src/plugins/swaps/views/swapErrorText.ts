import type { SerializedError } from '../../../core/errors/defineError';
import { isUserRejection } from '../../../core/rpcErrors';
import type { Translate } from '../../../ui/primitives/TextContext';

// Only the fields an error's text may name; anything absent is left out rather than shown as
// "undefined", and a text whose field is missing falls back to its short form (`.noData`).
function textVars(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(
        ([, v]) => (typeof v === 'string' && v !== '') || typeof v === 'number' || typeof v === 'bigint',
      )
      .map(([k, v]) => [k, String(v)]),
  );
}

/**
 * The text of a swap error through the i18n table, matched on the error's class name and data (never
 * on its message). An error nobody has a text for (a library's own, with docs links and versions)
 * shows `fallback`: SPEC §8's 'Something went wrong' unless the caller knows better (a failed quote).
 */
export function swapErrorText(
  t: Translate,
  error: SerializedError,
  fallback = 'swaps.error.generic',
): string {
  if (isUserRejection(error)) return t('swaps.error.userRejected');
  const vars = textVars(error.data ?? {});
  const key = `swaps.error.${error.name}`;
  // An error with a reason may have a text of its own for it.
  const own = vars.reason !== undefined && t.has(`${key}.${vars.reason}`) ? `${key}.${vars.reason}` : key;
  // The adapters' and the core's errors have their text in the views' table, `error.{name}`.
  const found = [own, `error.${error.name}`].find((k) => t.has(k));
  const text = found ? t(found, vars) : undefined;
  // A placeholder left unfilled means the error came without the field its text names.
  if (text !== undefined && !/\{\w+\}/.test(text)) return text;
  if (t.has(`${key}.noData`)) return t(`${key}.noData`);
  return t(fallback);
}
