import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2.js';
import { WIF } from '@scure/btc-signer';
import { Signer } from 'bip322-js';
import { BITCOIN_REGTEST } from '../bitcoinRegtest';

// The two message signatures a sats-connect wallet offers: BIP-322 "simple" (bip322-js; P2WPKH and
// P2TR) and ECDSA, the legacy "Bitcoin Signed Message" signature with BIP-137's header byte (P2WPKH
// only: a taproot key has no ECDSA signature of this kind, as in Xverse).

/** sats-connect's MessageSigningProtocols. */
export type BitcoinMessageProtocol = 'BIP322' | 'ECDSA';

const MAGIC = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');

/** Bitcoin's varint, for lengths under 2^32. */
function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
}

/** The legacy message hash: sha256d(magic || varint(len) || message). */
export function bitcoinMessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message);
  const data = new Uint8Array([...MAGIC, ...varint(bytes.length), ...bytes]);
  return sha256(sha256(data));
}

/** BIP-137 for a P2WPKH key: header 39 + recovery id, then r and s; base64. */
export function signEcdsaMessage(privateKey: Uint8Array, message: string): string {
  const signature = secp256k1.sign(bitcoinMessageHash(message), privateKey, { prehash: false });
  const bytes = new Uint8Array([39 + signature.recovery, ...signature.toCompactRawBytes()]);
  return Buffer.from(bytes).toString('base64');
}

/** BIP-322 simple signature (base64) by the key of `address` (regtest). */
export function signBip322Message(privateKey: Uint8Array, address: string, message: string): string {
  return Signer.sign(WIF(BITCOIN_REGTEST).encode(privateKey), address, message);
}
