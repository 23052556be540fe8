import { ed25519 } from '@noble/curves/ed25519.js';
import { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js';
import { decodeBase58, encodeBase58 } from '../../core/base58';
import { fromBase64 } from '../../core/base64';
import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import { isSolanaAddress } from '../../core/validate';
import { InvalidSolanaWalletAnswerError } from './solanaErrors';

// Reading and writing the wallet's wire formats (SolanaWalletProvider.ts): accounts, base58
// signatures, base64 transactions. Every answer is checked before anything uses it; a signature must
// verify against the signer's key, so a wallet that signs the wrong bytes is caught here.

/** A web3.js transaction of either kind. */
export type AnyTransaction = Transaction | VersionedTransaction;

/** The accounts of a wallet answer (`[{ pubkey }]` or `[string]`); throws NoActiveCaipAddressError. */
export function parseSolanaAccounts(value: unknown, { allowEmpty = false } = {}): string[] {
  if (!Array.isArray(value) || (!allowEmpty && value.length === 0)) throw new NoActiveCaipAddressError();
  return value.map((entry) => {
    const key = typeof entry === 'string' ? entry : (entry as { pubkey?: unknown } | null)?.pubkey;
    if (!isSolanaAddress(key)) throw new NoActiveCaipAddressError();
    return key as string;
  });
}

/** A 64-byte base58 signature from `answer.signature`; throws InvalidSolanaWalletAnswerError. */
export function readSignature(method: string, answer: unknown): Uint8Array {
  const text = (answer as { signature?: unknown } | null)?.signature;
  const bytes = typeof text === 'string' ? decodeBase58(text) : null;
  if (bytes?.length !== 64) throw new InvalidSolanaWalletAnswerError(method, 'no base58 64-byte signature');
  return bytes;
}

/** Checks an ed25519 signature of `message` by `signer` (base58); throws when it does not verify. */
export function assertSignedBy(
  method: string,
  signature: Uint8Array,
  message: Uint8Array,
  signer: string,
): void {
  let ok = false;
  try {
    ok = ed25519.verify(signature, message, new PublicKey(signer).toBytes());
  } catch {
    ok = false;
  }
  if (!ok) throw new InvalidSolanaWalletAnswerError(method, `the signature does not verify for ${signer}`);
}

/** Wire bytes of a transaction that may still lack signatures. */
export function serializeTransaction(transaction: AnyTransaction): Uint8Array {
  return transaction instanceof VersionedTransaction
    ? transaction.serialize()
    : new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }));
}

const messageOf = (transaction: AnyTransaction): Uint8Array =>
  transaction instanceof VersionedTransaction
    ? transaction.message.serialize()
    : new Uint8Array(transaction.serializeMessage());

/** The signature `signer` holds in a transaction, if any. */
function signatureOf(transaction: AnyTransaction, signer: string): Uint8Array | null {
  if (transaction instanceof VersionedTransaction) {
    const index = transaction.message.staticAccountKeys.findIndex((key) => key.toBase58() === signer);
    const signature = index >= 0 ? transaction.signatures[index] : undefined;
    return signature?.some((byte) => byte !== 0) ? signature : null;
  }
  const entry = transaction.signatures.find((item) => item.publicKey.toBase58() === signer);
  return entry?.signature ? new Uint8Array(entry.signature) : null;
}

/**
 * The signed transaction from a `solana_signTransaction`-style answer: `{ transaction }` (decoded as the
 * same kind as `original`, with the same message) or `{ signature }` (added to a copy of `original`).
 * The signer's signature must verify over the message.
 */
export function readSignedTransaction(
  method: string,
  original: AnyTransaction,
  answer: unknown,
  signer: string,
): AnyTransaction {
  const message = messageOf(original);
  const encoded = (answer as { transaction?: unknown } | null)?.transaction;
  let signed: AnyTransaction;
  if (encoded !== undefined) {
    const bytes = fromBase64(encoded);
    if (!bytes) throw new InvalidSolanaWalletAnswerError(method, 'the transaction is not base64');
    try {
      signed =
        original instanceof VersionedTransaction
          ? VersionedTransaction.deserialize(bytes)
          : Transaction.from(bytes);
    } catch {
      throw new InvalidSolanaWalletAnswerError(method, 'the transaction does not decode');
    }
    if (encodeBase58(messageOf(signed)) !== encodeBase58(message))
      throw new InvalidSolanaWalletAnswerError(method, 'the wallet changed the transaction');
  } else {
    const signature = readSignature(method, answer);
    signed =
      original instanceof VersionedTransaction
        ? VersionedTransaction.deserialize(original.serialize())
        : Transaction.from(serializeTransaction(original));
    // web3.js copies the bytes into its own Buffer (no global Buffer needed in a browser).
    signed.addSignature(new PublicKey(signer), signature as Buffer);
  }
  const signature = signatureOf(signed, signer);
  if (!signature) throw new InvalidSolanaWalletAnswerError(method, `no signature by ${signer}`);
  assertSignedBy(method, signature, message, signer);
  return signed;
}
