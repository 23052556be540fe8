import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';

// The Polkadot simulator's dev accounts: Substrate's well-known development keys (`//Alice`, `//Bob`,
// ... derived from the public dev phrase), sr25519 like the accounts of a real dev chain, so every
// tool that knows them (polkadot-js apps, subkey) shows the same addresses. Public test keys: never
// use them with real funds.

/** The SS58 prefix the simulator's chain reports (Polkadot's: addresses start with 1). */
export const POLKADOT_SANDBOX_SS58 = 0;

/** The dev account names, in seeding order. */
export const POLKADOT_DEV_NAMES = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'] as const;

export interface PolkadotSandboxAccount {
  /** e.g. "Alice". */
  name: string;
  /** The derivation path on the dev phrase, e.g. "//Alice". */
  uri: string;
  /** SS58 address in the simulator's format (prefix 0). */
  address: string;
  /** 32-byte sr25519 public key. */
  publicKey: Uint8Array;
  /** The keyring pair (signs). */
  pair: KeyringPair;
}

/** The dev accounts as keyring pairs; the keyring's crypto must be ready (cryptoWaitReady). */
export function polkadotSandboxAccounts(): PolkadotSandboxAccount[] {
  const keyring = new Keyring({ type: 'sr25519', ss58Format: POLKADOT_SANDBOX_SS58 });
  return POLKADOT_DEV_NAMES.map((name) => {
    const pair = keyring.addFromUri(`//${name}`, { name });
    return { name, uri: `//${name}`, address: pair.address, publicKey: pair.publicKey, pair };
  });
}
