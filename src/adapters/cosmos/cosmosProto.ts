// The few protobuf pieces the Cosmos adapter writes and reads (a send's TxBody, AuthInfo, SignDoc,
// TxRaw; bank and auth query answers), by hand: proto3 wire format is varints and length-delimited
// fields, and a generated library (cosmjs-types) would add ~20 kB to the adapter chunk for these.
// Fields at their default (0, '', empty) are left out, as proto3 encoders do. The tests decode what
// this writes with cosmjs-types.

/** One field to write: a number (uint64 varint), text, bytes, or a nested message. */
export type ProtoValue = bigint | number | string | Uint8Array | ProtoField[] | undefined;
export type ProtoField = readonly [field: number, value: ProtoValue];

const utf8 = new TextEncoder();

function varint(value: bigint): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest > 0x7fn) {
    out.push(Number(rest & 0x7fn) | 0x80);
    rest >>= 7n;
  }
  out.push(Number(rest));
  return out;
}

/** Encodes a message from its fields, in order (repeat a field number for a repeated field). */
export function encodeProto(fields: readonly ProtoField[]): Uint8Array {
  const out: number[] = [];
  for (const [field, value] of fields) {
    if (value === undefined) continue;
    if (typeof value === 'bigint' || typeof value === 'number') {
      if (BigInt(value) === 0n) continue;
      out.push(...varint(BigInt(field << 3)), ...varint(BigInt(value)));
      continue;
    }
    const bytes =
      typeof value === 'string'
        ? utf8.encode(value)
        : value instanceof Uint8Array
          ? value
          : encodeProto(value);
    if (bytes.length === 0 && !Array.isArray(value)) continue;
    out.push(...varint(BigInt((field << 3) | 2)), ...varint(BigInt(bytes.length)), ...bytes);
  }
  return Uint8Array.from(out);
}

/** A decoded field: varints as bigint, length-delimited ones as bytes. */
export interface ProtoEntry {
  field: number;
  value: bigint | Uint8Array;
}

/** Decodes one message level; throws RangeError on truncated or unsupported (fixed32/64) input. */
export function decodeProto(bytes: Uint8Array): ProtoEntry[] {
  const entries: ProtoEntry[] = [];
  let at = 0;
  const readVarint = () => {
    let value = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (at >= bytes.length || shift > 63n) throw new RangeError('truncated varint');
      const byte = bytes[at++]!;
      value |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const key = readVarint();
    const field = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (wire === 0) entries.push({ field, value: readVarint() });
    else if (wire === 2) {
      const length = Number(readVarint());
      if (at + length > bytes.length) throw new RangeError('truncated field');
      entries.push({ field, value: bytes.subarray(at, at + length) });
      at += length;
    } else throw new RangeError(`unsupported wire type ${wire}`);
  }
  return entries;
}

const decoder = new TextDecoder();

/** The first occurrence of `field`, as bytes / text / number (defaults when absent). */
export const protoBytes = (entries: ProtoEntry[], field: number): Uint8Array => {
  const value = entries.find((e) => e.field === field)?.value;
  return value instanceof Uint8Array ? value : new Uint8Array();
};
export const protoText = (entries: ProtoEntry[], field: number): string =>
  decoder.decode(protoBytes(entries, field));
export const protoNumber = (entries: ProtoEntry[], field: number): bigint => {
  const value = entries.find((e) => e.field === field)?.value;
  return typeof value === 'bigint' ? value : 0n;
};
