import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';

/** A user's secret keys as the frame page receives them. */
export interface UserKeys {
  /** secp256k1 private key (0x + 64 hex) for eip155. */
  evmPrivateKey: `0x${string}`;
  /** ed25519 seed (64 hex, no 0x) for solana. */
  solanaSeed: string;
}

/** Fresh keys for a new user and their public addresses. */
export function createUserKeys(): { keys: UserKeys; evmAddress: string; solanaAddress: string } {
  const evmPrivateKey = generatePrivateKey();
  const seed = new Uint8Array(randomBytes(32));
  return {
    keys: { evmPrivateKey, solanaSeed: Buffer.from(seed).toString('hex') },
    evmAddress: privateKeyToAddress(evmPrivateKey),
    solanaAddress: base58.encode(ed25519.getPublicKey(seed)),
  };
}
