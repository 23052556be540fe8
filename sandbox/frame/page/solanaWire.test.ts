import { parseSolanaTransaction, signSolanaTransaction } from './solanaWire';

const key = (fill: number) => new Uint8Array(32).fill(fill);
const fakeSign = () => new Uint8Array(64).fill(9);

describe('solanaWire', () => {
  test('behavior: a v0 transaction with two signers gets the signature in the second slot only', () => {
    // version 0 prefix (0x80), header: 2 signers, 0, 1; three keys; blockhash; no instructions; no lookups.
    const message = [0x80, 2, 0, 1, 3, ...key(1), ...key(2), ...key(3), ...key(7), 0, 0];
    const wire = new Uint8Array([2, ...new Uint8Array(128), ...message]);
    const signed = signSolanaTransaction(parseSolanaTransaction(wire), key(2), fakeSign);
    expect(signed.slice(1, 65)).toEqual(new Uint8Array(64));
    expect(signed.slice(65, 129)).toEqual(new Uint8Array(64).fill(9));
    expect(signed.slice(129)).toEqual(new Uint8Array(message));
  });

  test('error: not a signer, or a malformed transaction, is refused with a clear message', () => {
    const message = [1, 0, 1, 2, ...key(1), ...key(3), ...key(7), 0];
    const wire = new Uint8Array([1, ...new Uint8Array(64), ...message]);
    expect(() => signSolanaTransaction(parseSolanaTransaction(wire), key(3), fakeSign)).toThrow(
      "The transaction needs no signature from this wallet's account",
    );
    expect(() => parseSolanaTransaction(new Uint8Array([2, ...new Uint8Array(64), ...message]))).toThrow(
      'Invalid Solana transaction: signature count does not match the header',
    );
    expect(() => parseSolanaTransaction(new Uint8Array([1, ...new Uint8Array(64), 1, 0, 1, 2, 5]))).toThrow(
      'Invalid Solana transaction: truncated account keys',
    );
    expect(() => parseSolanaTransaction(new Uint8Array([0x80]))).toThrow(
      'Invalid Solana transaction: truncated length',
    );
  });
});
