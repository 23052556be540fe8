// JSON-RPC framing for the relay. WalletConnect clients use ids larger than 2^53 (`getBigIntRpcId`),
// which JSON.parse would round, and a response whose id differs is never matched by the client. So an
// integer id of 16 or more digits is kept as its digits and written back unchanged.

/** A JSON-RPC id as the relay keeps it: small numbers as numbers, big ones as their exact digits. */
export type RelayRpcId = number | string | BigId;

/** An integer id too large for a double, kept as its decimal digits. */
export class BigId {
  constructor(readonly digits: string) {}
  toString(): string {
    return this.digits;
  }
}

const bigIdPattern = /"id"\s*:\s*(\d{16,})/g;
const bigIdMarker = '\u0000bigid:';
const bigIdMarkerPattern = /"\\u0000bigid:(\d+)"/g;

/** Parses one frame; returns undefined when it is not a JSON object. */
export function parseFrame(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw.replace(bigIdPattern, '"id":"\\u0000bigid:$1"'), (key, v) =>
      key === 'id' && typeof v === 'string' && v.startsWith(bigIdMarker)
        ? new BigId(v.slice(bigIdMarker.length))
        : v,
    );
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Serialises a frame, writing big ids back as bare integers. */
export function stringifyFrame(frame: object): string {
  return JSON.stringify(frame, (_key, value: unknown) =>
    value instanceof BigId ? `${bigIdMarker}${value.digits}` : value,
  ).replace(bigIdMarkerPattern, '$1');
}

/** The key under which an id is matched (an ack's id against a delivery's). */
export function idKey(id: unknown): string | undefined {
  if (typeof id === 'number' || typeof id === 'string') return String(id);
  if (id instanceof BigId) return id.digits;
  return undefined;
}

/** True for a value usable as a JSON-RPC request id. */
export function isRpcId(id: unknown): id is RelayRpcId {
  return typeof id === 'number' || typeof id === 'string' || id instanceof BigId;
}
