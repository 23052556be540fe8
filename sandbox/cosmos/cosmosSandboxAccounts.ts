import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino';
import { Bip39, EnglishMnemonic, Secp256k1, Slip10, Slip10Curve, sha256, stringToPath } from '@cosmjs/crypto';
import { toBech32, toUtf8 } from '@cosmjs/encoding';

// The Cosmos simulator's dev keys: one fixed BIP-39 mnemonic (its entropy is
// sha256("portico sandbox cosmos mnemonic")), account `i` at Cosmos Hub's path m/44'/118'/0'/0/i, so
// the same words imported into Keplr or Leap give the same addresses. Public test keys: never use them
// with real funds.

/** Chain id of the simulator (the CAIP-2 reference `cosmos:portico-sandbox-1`). */
export const COSMOS_SANDBOX_CHAIN_ID = 'portico-sandbox-1';
/** Bech32 prefix of account addresses. */
export const COSMOS_SANDBOX_PREFIX = 'cosmos';
/** The one denomination (micro-ATOM, 6 decimals). */
export const COSMOS_SANDBOX_DENOM = 'uatom';
/** What each dev account holds at start: 1,000 ATOM. */
export const COSMOS_SANDBOX_FUNDS = 1_000_000_000n;

/** The text whose sha256 is the mnemonic's 256-bit entropy. */
export const COSMOS_MNEMONIC_ENTROPY_TEXT = 'portico sandbox cosmos mnemonic';

export interface CosmosSandboxAccount {
  /** bech32 `cosmos1...` address. */
  address: string;
  /** HD path of the key, e.g. m/44'/118'/0'/0/0. */
  hdPath: string;
  /** 32-byte secp256k1 private key. */
  privateKey: Uint8Array;
  /** 33-byte compressed public key. */
  publicKey: Uint8Array;
}

/** The 24 words of the sandbox mnemonic. */
export function cosmosSandboxMnemonic(): string {
  return Bip39.encode(sha256(toUtf8(COSMOS_MNEMONIC_ENTROPY_TEXT))).toString();
}

/** A bech32 account address of a compressed secp256k1 public key. */
export function cosmosAddressOf(publicKey: Uint8Array, prefix = COSMOS_SANDBOX_PREFIX): string {
  return toBech32(prefix, rawSecp256k1PubkeyToRawAddress(publicKey));
}

/** An account from a private key (for keys outside the mnemonic, e.g. a test's stranger). */
export async function cosmosAccountOfKey(privateKey: Uint8Array, hdPath = ''): Promise<CosmosSandboxAccount> {
  const { pubkey } = await Secp256k1.makeKeypair(privateKey);
  const publicKey = Secp256k1.compressPubkey(pubkey);
  return { address: cosmosAddressOf(publicKey), hdPath, privateKey, publicKey };
}

/** The first `count` dev accounts. */
export async function cosmosSandboxAccounts(count = 10): Promise<CosmosSandboxAccount[]> {
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(cosmosSandboxMnemonic()));
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const hdPath = `m/44'/118'/0'/0/${index}`;
      const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, stringToPath(hdPath));
      return cosmosAccountOfKey(privkey, hdPath);
    }),
  );
}
