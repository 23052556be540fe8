import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';

// The sandbox Solana chain's dev keys. Each is derived from a fixed text so tests, the demo and docs
// agree on them without a key file: seed = sha256("portico sandbox solana account <index>"), used as
// the ed25519 seed (Keypair.fromSeed). Public test keys: never use them with real funds.

/** The text hashed into the ed25519 seed of dev account `index`. */
export const solanaAccountSeedText = (index: number): string => `portico sandbox solana account ${index}`;

/** The text hashed into the ed25519 seed of the sandbox SPL token's mint. */
export const SOLANA_MINT_SEED_TEXT = 'portico sandbox solana mint';

/** CAIP-2 reference of the sandbox chain: the first 32 characters of its genesis hash (below). */
export const SOLANA_SANDBOX_REFERENCE = 'AjE89y6tW2PT8gnVYuQLHxZSn1of9zhP';

/** The genesis hash getGenesisHash answers: base58 of sha256("portico sandbox solana genesis"). */
export const SOLANA_SANDBOX_GENESIS_HASH = 'AjE89y6tW2PT8gnVYuQLHxZSn1of9zhPCvYgaScRCXTZ';

export interface SolanaSandboxAccount {
  /** base58 public key. */
  address: string;
  /** 32-byte ed25519 seed. */
  seed: Uint8Array;
  /** web3.js keypair (64-byte secret key: seed + public key). */
  keypair: Keypair;
}

const seedOf = (text: string): Uint8Array => new Uint8Array(createHash('sha256').update(text).digest());

/** A keypair from one of the fixed seed texts above. */
export function sandboxKeypair(seedText: string): { seed: Uint8Array; keypair: Keypair } {
  const seed = seedOf(seedText);
  return { seed, keypair: Keypair.fromSeed(seed) };
}

/** The first `count` dev accounts of the sandbox Solana chain. */
export function solanaSandboxAccounts(count = 10): SolanaSandboxAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const { seed, keypair } = sandboxKeypair(solanaAccountSeedText(index));
    return { address: keypair.publicKey.toBase58(), seed, keypair };
  });
}
