// The Solana transaction wire format, read just far enough to sign: a compact-u16 count of 64-byte
// signatures, then the message. The message starts with a version byte (high bit set) for v0
// transactions, then the header (required signatures, read-only signed, read-only unsigned) and a
// compact-u16 count of 32-byte account keys; the first `required` keys are the signers, in signature order.

/** A parsed wire transaction: where its signatures and message are. */
export interface SolanaWireTransaction {
  bytes: Uint8Array;
  signatureCount: number;
  signaturesOffset: number;
  message: Uint8Array;
  signers: Uint8Array[];
}

function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size];
    if (byte === undefined) throw new Error('Invalid Solana transaction: truncated length');
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  throw new Error('Invalid Solana transaction: length too long');
}

/** Parses a wire transaction; throws `Invalid Solana transaction: ...` on anything malformed. */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaWireTransaction {
  const count = readCompactU16(bytes, 0);
  const signaturesOffset = count.size;
  const messageOffset = signaturesOffset + 64 * count.value;
  const message = bytes.slice(messageOffset);
  if (message.length < 4) throw new Error('Invalid Solana transaction: no message');
  const headerOffset = (message[0] as number) & 0x80 ? 1 : 0;
  const required = message[headerOffset] as number;
  const keys = readCompactU16(message, headerOffset + 3);
  const keysOffset = headerOffset + 3 + keys.size;
  if (required !== count.value)
    throw new Error('Invalid Solana transaction: signature count does not match the header');
  if (keys.value < required || message.length < keysOffset + 32 * keys.value) {
    throw new Error('Invalid Solana transaction: truncated account keys');
  }
  const signers = Array.from({ length: required }, (_, index) =>
    message.slice(keysOffset + 32 * index, keysOffset + 32 * (index + 1)),
  );
  return { bytes, signatureCount: count.value, signaturesOffset, message, signers };
}

/** Signs `transaction` as `publicKey` with `sign(message)`, returning new wire bytes with the signature in its slot. */
export function signSolanaTransaction(
  transaction: SolanaWireTransaction,
  publicKey: Uint8Array,
  sign: (message: Uint8Array) => Uint8Array,
): Uint8Array {
  const slot = transaction.signers.findIndex((signer) => signer.every((byte, i) => byte === publicKey[i]));
  if (slot < 0) throw new Error("The transaction needs no signature from this wallet's account");
  const signed = transaction.bytes.slice();
  signed.set(sign(transaction.message), transaction.signaturesOffset + 64 * slot);
  return signed;
}
