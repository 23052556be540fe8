import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { decodeBase58 } from '../base58';
import { toChecksumAddress } from '../eip55';
import { bytesToHex, utf8Bytes } from './siwxBytes';

/** The EIP-191 `personal_sign` digest of a text: keccak256("\x19Ethereum Signed Message:\n" + length + text). */
export function eip191Hash(message: string): Uint8Array {
  const body = utf8Bytes(message);
  const prefix = utf8Bytes(`\x19Ethereum Signed Message:\n${body.length}`);
  const data = new Uint8Array(prefix.length + body.length);
  data.set(prefix);
  data.set(body, prefix.length);
  return keccak_256(data);
}

/** True for the shape of an externally-owned account's signature: 65 bytes r‖s‖v with v in 0, 1, 27, 28. */
export function isEoaSignatureShape(signature: Uint8Array): boolean {
  const v = signature[64];
  return signature.length === 65 && v !== undefined && [0, 1, 27, 28].includes(v);
}

// Wallets write the recovery id as 27/28 (legacy) or 0/1; both are accepted.
/** The EIP-55 address that signed `message` with EIP-191, or `null` when `signature` recovers nothing. */
export function recoverEip191Address(message: string, signature: Uint8Array): `0x${string}` | null {
  if (!isEoaSignatureShape(signature)) return null;
  const v = signature[64] as number;
  try {
    const publicKey = secp256k1.Signature.fromCompact(signature.slice(0, 64))
      .addRecoveryBit(v >= 27 ? v - 27 : v)
      .recoverPublicKey(eip191Hash(message))
      .toRawBytes(false);
    return toChecksumAddress(bytesToHex(keccak_256(publicKey.slice(1)).slice(-20)));
  } catch {
    return null;
  }
}

/** True when `signature` is `address`'s EIP-191 signature of `message` (address in any case). */
export function verifyEip191Signature(message: string, address: string, signature: Uint8Array): boolean {
  const recovered = recoverEip191Address(message, signature);
  return recovered !== null && recovered.toLowerCase() === address.toLowerCase();
}

/** True when `signature` (64 bytes) is the ed25519 signature of `message`'s UTF-8 bytes by the base58 public key `address`. */
export function verifyEd25519Signature(message: string, address: string, signature: Uint8Array): boolean {
  const publicKey = decodeBase58(address);
  if (publicKey?.length !== 32 || signature.length !== 64) return false;
  try {
    return ed25519.verify(signature, utf8Bytes(message), publicKey);
  } catch {
    return false;
  }
}
