import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { decodeBech32, encodeBech32 } from '../../core/address/bech32';
import { fromBase64, toBase64 } from '../../core/base64';
import type { CosmosStdSignature } from './CosmosWalletProvider';

// Checks of what a Cosmos wallet signed, so a wrong key or a broken signature never reaches the
// caller or the chain: the public key must be the signer's (bech32 of ripemd160(sha256(key))) and the
// secp256k1 signature (64 bytes r||s, low S) must verify over sha256 of the signed bytes.

const utf8 = new TextEncoder();

/** The account address of a compressed secp256k1 key under `prefix`. */
export function cosmosAddressOfKey(publicKey: Uint8Array, prefix: string): string {
  return encodeBech32(prefix, ripemd160(sha256(publicKey)));
}

/**
 * The ADR-036 sign doc of `data` signed by `signer`: the amino JSON (keys sorted, no spaces) of a
 * MsgSignData with empty chain id, fee, memo, account number and sequence. Its sha256 is what the key
 * signs.
 */
export function adr036SignBytes(signer: string, data: string): Uint8Array {
  const value = JSON.stringify({ data: toBase64(utf8.encode(data)), signer });
  return utf8.encode(
    `{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"",` +
      `"msgs":[{"type":"sign/MsgSignData","value":${value}}],"sequence":"0"}`,
  );
}

/** The problem with a wallet's StdSignature over `signBytes` for `signer`, or undefined when it holds. */
export function stdSignatureProblem(
  answer: unknown,
  signer: string,
  signBytes: Uint8Array,
): string | undefined {
  const { pub_key: pubKey, signature } = (answer ?? {}) as Partial<CosmosStdSignature>;
  const key = fromBase64(pubKey?.value);
  const bytes = fromBase64(signature);
  if (pubKey?.type !== 'tendermint/PubKeySecp256k1' || key?.length !== 33) return 'no secp256k1 public key';
  if (bytes?.length !== 64) return 'no base64 64-byte signature';
  const prefix = decodeBech32(signer)?.prefix ?? '';
  if (cosmosAddressOfKey(key, prefix) !== signer) return 'the public key is not the signer';
  try {
    if (secp256k1.verify(bytes, sha256(signBytes), key)) return undefined;
  } catch {
    // Reported below.
  }
  return 'the signature does not verify';
}
