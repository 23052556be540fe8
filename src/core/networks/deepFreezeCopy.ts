/** A deeply frozen copy of `value`: the caller's object is left untouched and the copy cannot change. */
export function deepFreezeCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(deepFreezeCopy)) as T;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, inner]) => [key, deepFreezeCopy(inner)]);
    return Object.freeze(Object.fromEntries(entries)) as T;
  }
  return value;
}
