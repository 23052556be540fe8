import { badRequest } from './ApiError';

/** JSON nested deeper than this is refused: no SPEC payload nests beyond a few levels. */
export const MAX_INPUT_DEPTH = 8;

// An unpaired UTF-16 surrogate cannot be stored or re-encoded as UTF-8 (PostgreSQL refuses it, JSON
// encoders replace it), and a NUL byte ends strings in C and is refused by PostgreSQL text columns.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired surrogate';
  return undefined;
}

/**
 * Refuses, with a short 400, any request part that no route could store or answer safely: strings
 * (keys included) with a NUL character or an unpaired surrogate, and JSON nested deeper than
 * MAX_INPUT_DEPTH. Runs before every route's own schema (issue 12: these gave 500s, and a deeply
 * nested stored value made later listings hang). Iterative, so hostile depth cannot overflow the stack.
 */
export function checkInputHygiene(location: string, input: unknown): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: input, path: location, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) throw badRequest(`${path} ${problem}`);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) throw badRequest(`${path} is nested deeper than ${MAX_INPUT_DEPTH} levels`);
    for (const [key, child] of Object.entries(value)) {
      const problem = problemOf(key);
      if (problem) throw badRequest(`${path} has a key that ${problem}`);
      stack.push({
        value: child,
        path: `${path}.${key.length > 40 ? `${key.slice(0, 40)}…` : key}`,
        depth: depth + 1,
      });
    }
  }
}

/** `text` cut to `max` characters, so an error never echoes a large input back. */
export function shorten(text: string, max = 160): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
