import type { DemoConfig } from '../DemoConfig';
import { createSolanaDevWallet } from './createSolanaDevWallet';
import { registerStandardWallet } from './registerStandardWallet';

// Like an extension, the wallet remembers that this site may see the account, so the kit's reconnect
// after a reload needs no prompt. Clearing the site's data (or this key) forgets it.
const storageKey = 'portico-solana-dev-wallet:v1';

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));

/**
 * Creates the Solana dev wallet from the sandbox's config and registers it through the Wallet Standard.
 * Loaded by the demo only in sandbox mode with the local Solana chain, through a dynamic import.
 */
export function installSolanaDevWallet(
  config: DemoConfig,
): ReturnType<typeof createSolanaDevWallet> | undefined {
  const accounts = config.solana?.accounts ?? [];
  if (!config.solana || accounts.length === 0) return undefined;
  const wallet = createSolanaDevWallet({
    accounts: accounts.map((a) => ({ address: a.address, seed: fromHex(a.seed) })),
    rpcUrl: config.solana.rpcUrl,
    authorized: localStorage.getItem(storageKey) === 'authorized',
    onAuthorizedChange(authorized) {
      if (authorized) localStorage.setItem(storageKey, 'authorized');
      else localStorage.removeItem(storageKey);
    },
  });
  registerStandardWallet(wallet);
  return wallet;
}
