import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { BECH32, decodeBech32Words, wordsToBytes } from '../core/address/bech32';
import { fromBase64, toBase64 } from '../core/base64';
import { SiwxMessageError, SiwxVerificationError } from '../core/siwx/siwxErrors';
import type { SiwxSignatureInput } from '../core/siwx/verifySiwxSignature';

// Cosmos sign-in (ADR-036, Keplr's `signArbitrary`): the secp256k1 signature is over sha256 of the
// amino JSON of a MsgSignData sign doc (empty chain id, fee, memo, account number and sequence). The
// account is ripemd160(sha256(compressed key)) in bech32, so the key the signature needs is either the
// one the wallet sent (a StdSignature as JSON) or recovered from the signature alone (the kit's
// `signMessage` answers the base64 signature) and matched to the address: both bind the key to it.

const utf8 = new TextEncoder();

/** The ADR-036 sign bytes of `data` signed by `signer` (keys sorted, no spaces: amino JSON). */
export function adr036SignBytes(signer: string, data: string): Uint8Array {
  const value = JSON.stringify({ data: toBase64(utf8.encode(data)), signer });
  return utf8.encode(
    `{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"",` +
      `"msgs":[{"type":"sign/MsgSignData","value":${value}}],"sequence":"0"}`,
  );
}

/** The signature bytes and, when given, the compressed public key of a wallet's answer. */
function readSignature(signature: string): { bytes: Uint8Array; publicKey?: Uint8Array } | undefined {
  if (!signature.trimStart().startsWith('{')) {
    const bytes = fromBase64(signature);
    return bytes?.length === 64 ? { bytes } : undefined;
  }
  let std: { pub_key?: { type?: unknown; value?: unknown }; signature?: unknown };
  try {
    std = JSON.parse(signature);
  } catch {
    return undefined;
  }
  const bytes = fromBase64(std?.signature);
  const publicKey = fromBase64(std?.pub_key?.value);
  if (
    bytes?.length !== 64 ||
    std.pub_key?.type !== 'tendermint/PubKeySecp256k1' ||
    publicKey?.length !== 33
  ) {
    return undefined;
  }
  return { bytes, publicKey };
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The candidate keys of a 64-byte signature over `hash` (one per recovery id that recovers a point). */
function recoveredKeys(bytes: Uint8Array, hash: Uint8Array): Uint8Array[] {
  const keys: Uint8Array[] = [];
  for (const recovery of [0, 1, 2, 3]) {
    try {
      keys.push(
        secp256k1.Signature.fromCompact(bytes)
          .addRecoveryBit(recovery)
          .recoverPublicKey(hash)
          .toRawBytes(true),
      );
    } catch {
      // No point for this recovery id.
    }
  }
  return keys;
}

/**
 * Checks a cosmos sign-in: `signature` is the base64 64-byte ADR-036 signature (or the wallet's whole
 * StdSignature as JSON) of `text` by the message's bech32 address. Throws `SiwxMessageError('badAddress')`
 * for an address that is not bech32 of 20 bytes, `SiwxVerificationError` `malformedSignature` /
 * `signatureMismatch` otherwise. Low-S signatures only, as the Cosmos SDK.
 */
export function verifyCosmosSiwxSignature(input: SiwxSignatureInput): void {
  const { message, text, signature } = input;
  const decoded = decodeBech32Words(message.accountAddress);
  const accountHash = decoded?.constant === BECH32 ? wordsToBytes(decoded.words) : undefined;
  if (accountHash?.length !== 20) throw new SiwxMessageError('badAddress', 'accountAddress');
  const answer = readSignature(signature);
  if (!answer) throw new SiwxVerificationError('malformedSignature');
  const hash = sha256(adr036SignBytes(message.accountAddress, text));
  const keys = answer.publicKey ? [answer.publicKey] : recoveredKeys(answer.bytes, hash);
  const key = keys.find((candidate) => equal(ripemd160(sha256(candidate)), accountHash));
  let valid = false;
  try {
    valid = key !== undefined && secp256k1.verify(answer.bytes, hash, key);
  } catch {
    // A key that is no point: not this account's.
  }
  if (!valid) throw new SiwxVerificationError('signatureMismatch');
}
