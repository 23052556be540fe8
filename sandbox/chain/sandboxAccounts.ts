import { pbkdf2Sync } from 'node:crypto';
import { type Address, bytesToHex, type Hex } from 'viem';
import { HDKey, privateKeyToAddress } from 'viem/accounts';

/** anvil's default mnemonic: its accounts are public test keys, never to be used with real funds. */
export const anvilMnemonic = 'test test test test test test test test test test test junk';

export interface SandboxAccount {
  address: Address;
  privateKey: Hex;
}

let cached: SandboxAccount[] | undefined;

/** The first `count` accounts anvil funds by default (BIP-44 path m/44'/60'/0'/0/i of anvilMnemonic). */
export function sandboxAccounts(count = 10): SandboxAccount[] {
  if (!cached || cached.length < count) {
    // BIP-39 seed computed natively: viem's pure-JS PBKDF2 costs ~30 ms per account.
    const seed = pbkdf2Sync(anvilMnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
    const root = HDKey.fromMasterSeed(seed);
    cached = Array.from({ length: count }, (_, index) => {
      const key = root.derive(`m/44'/60'/0'/0/${index}`).privateKey;
      if (!key) throw new Error(`anvil: could not derive account ${index}`);
      const privateKey = bytesToHex(key);
      return { address: privateKeyToAddress(privateKey), privateKey };
    });
  }
  return cached.slice(0, count);
}
