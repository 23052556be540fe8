// The page and the demo server exchange the dev wallets' calls as JSON. Keplr's interface carries bytes
// (Uint8Array: keys, sign docs) and account numbers as bigint, which JSON has no form for: they travel
// as `{ $bytes: base64 }` and `{ $bigint: decimal }` and are rebuilt on the other side. Plain objects
// and arrays are walked; anything else JSON keeps or drops as JSON does.

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** `value` with its bytes and bigints in their JSON form. */
export function toWire(value: unknown): unknown {
  // By view, not instanceof: bytes from another realm (Node's Buffer under Jest) are bytes too.
  if (ArrayBuffer.isView(value) && !(value instanceof DataView))
    return { $bytes: toBase64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
  if (typeof value === 'bigint') return { $bigint: value.toString() };
  if (Array.isArray(value)) return value.map(toWire);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toWire(item)]));
  return value;
}

/** The inverse of toWire. */
export function fromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && typeof value.$bytes === 'string') return fromBase64(value.$bytes);
  if (keys.length === 1 && typeof value.$bigint === 'string' && /^-?\d+$/.test(value.$bigint))
    return BigInt(value.$bigint);
  return Object.fromEntries(keys.map((key) => [key, fromWire(value[key])]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  // Any realm's Object.prototype (its own prototype is null), or none.
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
