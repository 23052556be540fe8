import type { Extrinsic } from '@polkadot/types/interfaces';
import { u8aToHex } from '@polkadot/util';
import { blake2AsU8a, decodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { PolkadotRpcError } from './PolkadotRpcError';
import {
  POLKADOT_RUNTIME_VERSION,
  POLKADOT_SANDBOX_GENESIS_HASH,
  type PolkadotRuntime,
} from './polkadotRuntime';

// The simulator's signature check: decode the extrinsic with the real registry, rebuild the payload
// the signer signed (call, era, nonce, tip, the metadata-hash mode, then spec and transaction
// version, genesis hash, the era's birth block hash, no metadata hash), and verify the sr25519 (or
// ed25519 / ecdsa) signature against the signer's public key, as the runtime's CheckSignature would.

/** A decoded, signature-checked extrinsic. */
export interface VerifiedExtrinsic {
  extrinsic: Extrinsic;
  /** The signer's 32-byte public key (hex). */
  signer: `0x${string}`;
  nonce: number;
}

/** Decodes `hex`; refuses what cannot be decoded or is unsigned. */
export function decodeExtrinsic(runtime: PolkadotRuntime, hex: unknown): Extrinsic {
  if (typeof hex !== 'string' || !/^0x([0-9a-f]{2})+$/i.test(hex)) throw new PolkadotRpcError('badFormat');
  let extrinsic: Extrinsic;
  try {
    extrinsic = runtime.registry.createType('Extrinsic', hex);
    // A trailing byte the decoder did not read means the hex was not one extrinsic.
    if (extrinsic.toHex() !== hex.toLowerCase()) throw new Error('trailing bytes');
  } catch {
    throw new PolkadotRpcError('badFormat');
  }
  if (!extrinsic.isSigned) throw new PolkadotRpcError('unsigned');
  return extrinsic;
}

/**
 * Checks the signature of a decoded extrinsic. `blockHashAt` answers the hash of a block number the
 * simulator produced (a mortal era names its birth block); `bestNumber` is the current height.
 */
export function verifyExtrinsic(
  runtime: PolkadotRuntime,
  extrinsic: Extrinsic,
  chain: { bestNumber: number; blockHashAt(number: number): string | undefined },
): VerifiedExtrinsic {
  const era = extrinsic.era;
  const blockHash = era.isMortalEra
    ? chain.blockHashAt(Number(era.asMortalEra.birth(chain.bestNumber)))
    : POLKADOT_SANDBOX_GENESIS_HASH;
  // A birth block the chain never had cannot have been signed against: the signature cannot match.
  if (!blockHash) throw new PolkadotRpcError('badSignature');
  const inner = extrinsic.inner as unknown as { signature: { mode?: { toNumber(): number } } };
  const payload = runtime.registry.createType(
    'ExtrinsicPayload',
    {
      method: extrinsic.method.toHex(),
      era,
      nonce: extrinsic.nonce,
      tip: extrinsic.tip,
      mode: inner.signature.mode?.toNumber() ?? 0,
      specVersion: POLKADOT_RUNTIME_VERSION.specVersion,
      transactionVersion: POLKADOT_RUNTIME_VERSION.transactionVersion,
      genesisHash: POLKADOT_SANDBOX_GENESIS_HASH,
      blockHash,
    },
    { version: extrinsic.version & 0x7f },
  );
  const bytes = payload.toU8a({ method: true });
  // Payloads longer than 256 bytes are signed as their blake2-256 hash.
  const message = bytes.length > 256 ? blake2AsU8a(bytes, 256) : bytes;
  const signer = decodeAddress(extrinsic.signer.toString());
  if (!signatureVerify(message, extrinsic.signature.toU8a(), signer).isValid)
    throw new PolkadotRpcError('badSignature');
  return { extrinsic, signer: u8aToHex(signer), nonce: extrinsic.nonce.toNumber() };
}
