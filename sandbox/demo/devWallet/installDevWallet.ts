import type { DemoConfig } from '../DemoConfig';
import { announceProvider } from './announceProvider';
import { createDevWalletProvider, type DevWalletProvider } from './createDevWalletProvider';
import { devWalletInfo } from './devWalletInfo';

// Like an extension, the wallet remembers that this site may see the account, so the kit's reconnect
// works after a reload. Clearing the site's data (or this key) forgets it.
const storageKey = 'portico-dev-wallet:v1';

function readSaved(): { authorized: boolean; selected: number } | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
      authorized?: unknown;
      selected?: unknown;
    };
    return saved && typeof saved.selected === 'number'
      ? { authorized: saved.authorized === true, selected: saved.selected }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates the dev wallet from the sandbox's config and announces it to the page (EIP-6963).
 * Loaded by the demo only in sandbox mode, through a dynamic import, so it never reaches other builds.
 */
export function installDevWallet(config: DemoConfig): DevWalletProvider | undefined {
  const accounts = config.devWallet?.accounts ?? [];
  if (accounts.length === 0) return undefined;
  const saved = readSaved();
  const provider = createDevWalletProvider({
    accounts,
    chains: [{ chainId: config.chain.chainId, rpcUrl: config.chain.rpcUrl }],
    ...(saved ? { restore: saved } : {}),
  });
  provider.on('accountsChanged', () => {
    const { authorized, address } = provider.getState();
    localStorage.setItem(
      storageKey,
      JSON.stringify({ authorized, selected: provider.addresses.indexOf(address) }),
    );
  });
  announceProvider(devWalletInfo, provider);
  return provider;
}
