/** Where a page of `onramp=coinbase` ends: its last order's creation time and id (newest first). */
export interface OnrampHistoryPosition {
  /** Microseconds since the epoch, as the database keeps `created_at`. */
  createdMicros: bigint;
  id: string;
}

const encodedPattern = /^[A-Za-z0-9_-]{1,200}$/;
const decodedPattern =
  /^onramp1\|(\d{1,19})\|(onramp_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The opaque `next` cursor of an on-ramp page (base64url, like the indexer's history cursors). */
export function encodeOnrampHistoryCursor(position: OnrampHistoryPosition): string {
  return Buffer.from(`onramp1|${position.createdMicros}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor stands for, or undefined when it is not an on-ramp cursor this API made. */
export function decodeOnrampHistoryCursor(cursor: string): OnrampHistoryPosition | undefined {
  // Checked before decoding: Node's base64 decoder skips characters it does not know.
  if (!encodedPattern.test(cursor)) return undefined;
  const match = decodedPattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const [, micros = '', id = ''] = match;
  const createdMicros = BigInt(micros);
  if (createdMicros > 2n ** 63n - 1n) return undefined;
  return { createdMicros, id };
}
