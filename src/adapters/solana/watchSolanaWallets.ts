import { getWallets } from '@wallet-standard/app';
import type { StandardWallet } from './walletStandardProvider';

// Wallet Standard discovery of Solana wallets (issue 15 item 2). Extensions register through the
// standard's window events; @wallet-standard/app collects them, including those that registered before
// the kit loaded. The list keeps wallets that can connect and sign Solana transactions. Wiring the list
// into the connect view (and de-duplicating against the wallet registry) is the runtime's part, to come.

/** A discovered wallet, ready for `walletStandardProvider`. */
export interface DiscoveredSolanaWallet {
  /** Stable id: `wallet-standard:<name>`, the name lower-cased. */
  id: string;
  name: string;
  /** A `data:image/` URI, or undefined when the wallet sent anything else (never used as markup). */
  icon: string | undefined;
  wallet: StandardWallet;
}

/** Whether a registered wallet is usable on Solana: a solana chain, connect, and a way to sign. */
export function isSolanaWallet(wallet: Partial<StandardWallet> | null | undefined): wallet is StandardWallet {
  if (!wallet || typeof wallet.name !== 'string' || !wallet.name || typeof wallet.features !== 'object')
    return false;
  const chains = Array.isArray(wallet.chains) ? wallet.chains : [];
  const features = wallet.features ?? {};
  return (
    chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    'standard:connect' in features &&
    ('solana:signTransaction' in features || 'solana:signAndSendTransaction' in features)
  );
}

/**
 * Calls `onChange` with the Solana wallets now and whenever one registers or unregisters. Wallets are
 * de-duplicated by name (the first one stays). Returns the function that stops watching.
 */
export function watchSolanaWallets(onChange: (wallets: DiscoveredSolanaWallet[]) => void): () => void {
  const registry = getWallets();
  const emit = () => {
    const seen = new Set<string>();
    const list: DiscoveredSolanaWallet[] = [];
    for (const wallet of registry.get() as unknown as Partial<StandardWallet>[]) {
      if (!isSolanaWallet(wallet)) continue;
      const id = `wallet-standard:${wallet.name.toLowerCase()}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const icon =
        typeof wallet.icon === 'string' && wallet.icon.startsWith('data:image/') ? wallet.icon : undefined;
      list.push({ id, name: wallet.name, icon, wallet });
    }
    onChange(list);
  };
  const offRegister = registry.on('register', emit);
  const offUnregister = registry.on('unregister', emit);
  emit();
  return () => {
    offRegister();
    offUnregister();
  };
}
