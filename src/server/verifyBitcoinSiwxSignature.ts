import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromBase64 } from '../core/base64';
import { SiwxMessageError, SiwxVerificationError } from '../core/siwx/siwxErrors';
import type { SiwxSignatureInput } from '../core/siwx/verifySiwxSignature';
import { type BitcoinMessageAddress, decodeBitcoinMessageAddress } from './bitcoinMessageAddress';

// Bitcoin message signatures, checked with @noble/curves alone (a dependency already): BIP-322
// "simple" (the witness of a virtual `to_sign` transaction spending a virtual `to_spend` output to the
// address) for P2WPKH, P2SH-P2WPKH and P2TR key-path addresses, and the legacy "Bitcoin Signed Message" ECDSA
// signature with BIP-137's header byte for P2PKH, P2SH-P2WPKH and P2WPKH. BIP-322 "full" (a whole
// transaction) and script-path spends are not read.

const utf8 = new TextEncoder();
const ZERO_VALUE = new Uint8Array(8);
const SIGHASH_ALL = 0x01;
const malformed = () => new SiwxVerificationError('malformedSignature');

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const u32le = (n: number) => Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes));
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** Bitcoin's CompactSize, for lengths under 2^32. */
function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return concat(Uint8Array.of(0xfe), u32le(n));
}

function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(utf8.encode(tag));
  return sha256(concat(tagHash, tagHash, data));
}

/** BIP-322's `to_spend` txid (internal byte order): the output the signature spends. */
function toSpendTxid(message: string, script: Uint8Array): Uint8Array {
  const messageHash = taggedHash('BIP0322-signed-message', utf8.encode(message));
  return sha256d(
    concat(
      u32le(0), // version
      Uint8Array.of(1, ...new Uint8Array(32)), // one input, prevout hash 0
      u32le(0xffffffff), // prevout index
      Uint8Array.of(34, 0x00, 0x20, ...messageHash), // scriptSig: OP_0 PUSH32 <message hash>
      u32le(0), // sequence
      Uint8Array.of(1, ...ZERO_VALUE), // one output of 0
      compactSize(script.length),
      script,
      u32le(0), // lock time
    ),
  );
}

// `to_sign`: version 0, lock time 0, one input (to_spend:0, sequence 0), one output of 0 to OP_RETURN.
const TO_SIGN_OUTPUT = concat(ZERO_VALUE, Uint8Array.of(1, 0x6a));

/** BIP-143 sighash (SIGHASH_ALL) of `to_sign` for a P2WPKH input of key hash `keyHash`. */
function segwitV0Sighash(prevout: Uint8Array, keyHash: Uint8Array): Uint8Array {
  const scriptCode = Uint8Array.of(0x19, 0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac);
  return sha256d(
    concat(
      u32le(0),
      sha256d(prevout),
      sha256d(u32le(0)),
      prevout,
      scriptCode,
      ZERO_VALUE,
      u32le(0),
      sha256d(TO_SIGN_OUTPUT),
      u32le(0),
      u32le(SIGHASH_ALL),
    ),
  );
}

/** BIP-341 key-path sighash of `to_sign` (hash type 0 = default, or 1 = ALL: same message bar that byte). */
function taprootSighash(prevout: Uint8Array, script: Uint8Array, hashType: number): Uint8Array {
  return taggedHash(
    'TapSighash',
    concat(
      Uint8Array.of(0x00, hashType), // epoch, hash type
      u32le(0), // version
      u32le(0), // lock time
      sha256(prevout),
      sha256(ZERO_VALUE), // amounts
      sha256(concat(compactSize(script.length), script)), // scriptPubKeys
      sha256(u32le(0)), // sequences
      sha256(TO_SIGN_OUTPUT),
      Uint8Array.of(0), // spend type: key path, no annex
      u32le(0), // input index
    ),
  );
}

/** The items of a serialised witness stack, or undefined when the bytes are not exactly one. */
function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0;
  const readSize = () => {
    const first = bytes[offset++];
    if (first === undefined || first >= 0xfd) return undefined; // sizes here stay under 253
    return first;
  };
  const count = readSize();
  if (count === undefined) return undefined;
  const items: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const size = readSize();
    if (size === undefined || offset + size > bytes.length) return undefined;
    items.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return offset === bytes.length ? items : undefined;
}

/** The key hash a P2WPKH or P2SH-P2WPKH (nested segwit, Xverse's payment address) address commits to `publicKey` by. */
function committedKeyHash(address: BitcoinMessageAddress, publicKey: Uint8Array): Uint8Array | undefined {
  const keyHash = hash160(publicKey);
  if (address.kind === 'p2wpkh') return equal(keyHash, address.program) ? keyHash : undefined;
  const redeemScript = Uint8Array.of(0, 20, ...keyHash);
  return equal(hash160(redeemScript), address.program) ? keyHash : undefined;
}

function verifySimple(address: BitcoinMessageAddress, message: string, witness: Uint8Array[]): boolean {
  const prevout = concat(toSpendTxid(message, address.script), u32le(0));
  if (address.kind === 'p2wpkh' || address.kind === 'p2sh') {
    const [signature, publicKey] = witness;
    if (witness.length !== 2 || !signature || publicKey?.length !== 33) throw malformed();
    if (signature.at(-1) !== SIGHASH_ALL) throw malformed();
    const keyHash = committedKeyHash(address, publicKey);
    if (!keyHash) return false;
    const der = signature.subarray(0, -1);
    let parsed: ReturnType<typeof secp256k1.Signature.fromDER>;
    try {
      parsed = secp256k1.Signature.fromDER(der);
    } catch {
      throw malformed();
    }
    try {
      return secp256k1.verify(parsed, segwitV0Sighash(prevout, keyHash), publicKey);
    } catch {
      return false; // not a point on the curve: no key of this address
    }
  }
  if (address.kind === 'p2tr') {
    const [signature] = witness;
    if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65)) {
      throw malformed();
    }
    const hashType = signature.length === 65 ? (signature[64] as number) : 0;
    if (signature.length === 65 && hashType !== SIGHASH_ALL) throw malformed();
    return schnorr.verify(
      signature.subarray(0, 64),
      taprootSighash(prevout, address.script, hashType),
      address.program,
    );
  }
  // P2PKH addresses sign with the legacy format only (BIP-322 simple needs a witness).
  throw malformed();
}

const MESSAGE_MAGIC = utf8.encode('\x18Bitcoin Signed Message:\n');

/** BIP-137: the header byte says the key's form and the address type; the key is recovered and matched. */
function verifyLegacy(address: BitcoinMessageAddress, message: string, signature: Uint8Array): boolean {
  const header = signature[0] as number;
  if (header < 27 || header > 42) throw malformed();
  const compressed = header >= 31;
  const text = utf8.encode(message);
  const hash = sha256d(concat(MESSAGE_MAGIC, compactSize(text.length), text));
  let publicKey: Uint8Array;
  try {
    publicKey = secp256k1.Signature.fromCompact(signature.subarray(1))
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(hash)
      .toRawBytes(compressed);
  } catch {
    throw malformed();
  }
  const keyHash = hash160(publicKey);
  if (address.kind === 'p2pkh') return equal(keyHash, address.program);
  if (!compressed) return false;
  if (address.kind === 'p2wpkh') return equal(keyHash, address.program);
  // P2SH: only the P2SH-P2WPKH script of the key can be known from a signature.
  if (address.kind === 'p2sh') return equal(hash160(Uint8Array.of(0, 20, ...keyHash)), address.program);
  return false; // a taproot key has no legacy signature
}

/**
 * Checks a bip122 sign-in: `signature` (base64) is BIP-322 simple (P2WPKH, P2SH-P2WPKH, P2TR) or a BIP-137 legacy
 * signature of `text` by the message's address, which must be of the network its chain id names.
 * Throws `SiwxMessageError('badAddress')` for an address that cannot be checked (P2WSH, another
 * network), `SiwxVerificationError` `malformedSignature` / `signatureMismatch` otherwise.
 */
export function verifyBitcoinSiwxSignature(input: SiwxSignatureInput): void {
  const { message, text, signature } = input;
  const address = decodeBitcoinMessageAddress(message.accountAddress, String(message.chainId ?? ''));
  if (!address) throw new SiwxMessageError('badAddress', 'accountAddress');
  const bytes = fromBase64(signature);
  if (!bytes) throw malformed();
  const witness = bytes.length === 65 ? undefined : readWitness(bytes);
  if (bytes.length !== 65 && !witness) throw malformed();
  const valid = witness ? verifySimple(address, text, witness) : verifyLegacy(address, text, bytes);
  if (!valid) throw new SiwxVerificationError('signatureMismatch');
}
