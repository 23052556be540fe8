/** Where a page of history ends: the sort key of its last transaction (newest first). */
export interface HistoryPosition {
  /** Seconds since the epoch. */
  blockTime: bigint;
  blockNumber: bigint;
  txIndex: number;
  /** CAIP-2; breaks ties between chains. */
  chainId: string;
}

const int8Max = 2n ** 63n - 1n;
const encodedPattern = /^[A-Za-z0-9_-]{1,200}$/;
const decodedPattern = /^v1\|(\d{1,19})\|(\d{1,19})\|(\d{1,9})\|([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})$/;

/** The opaque `next` cursor for a position (base64url, so it needs no escaping in a query string). */
export function encodeHistoryCursor(position: HistoryPosition): string {
  const text = ['v1', position.blockTime, position.blockNumber, position.txIndex, position.chainId].join('|');
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The position a cursor stands for, or undefined when it is not one this API made. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | undefined {
  // Checked before decoding: Node's base64 decoder skips characters it does not know.
  if (!encodedPattern.test(cursor)) return undefined;
  const match = decodedPattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const [, time = '', block = '', index = '', chainId = ''] = match;
  const blockTime = BigInt(time);
  const blockNumber = BigInt(block);
  if (blockTime > int8Max || blockNumber > int8Max) return undefined;
  return { blockTime, blockNumber, txIndex: Number(index), chainId };
}
