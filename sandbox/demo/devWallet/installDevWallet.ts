import type { DemoConfig } from '../DemoConfig';
import { announceProvider } from './announceProvider';
import {
  createDevWalletProvider,
  type DevWalletChain,
  type DevWalletProvider,
} from './createDevWalletProvider';
import { devWalletInfo } from './devWalletInfo';

// Like an extension, the wallet remembers that this site may see the account, so the kit's reconnect
// works after a reload. Clearing the site's data (or this key) forgets it.
const storageKey = 'portico-dev-wallet:v1';

type Saved = { authorized: boolean; selected: number; chain?: DevWalletChain };

/** A saved chain, when it is one: a positive integer id and an http(s) node URL. */
function savedChain(value: unknown): DevWalletChain | undefined {
  const chain = value as { chainId?: unknown; rpcUrl?: unknown } | null;
  if (!chain || !Number.isSafeInteger(chain.chainId) || (chain.chainId as number) <= 0) return undefined;
  if (typeof chain.rpcUrl !== 'string' || !/^https?:\/\//.test(chain.rpcUrl)) return undefined;
  return { chainId: chain.chainId as number, rpcUrl: chain.rpcUrl };
}

function readSaved(): Saved | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
      authorized?: unknown;
      selected?: unknown;
      chain?: unknown;
    };
    if (!saved || typeof saved.selected !== 'number') return undefined;
    const chain = savedChain(saved.chain);
    return { authorized: saved.authorized === true, selected: saved.selected, ...(chain ? { chain } : {}) };
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
  // The chain is saved too: a wallet stays on the chain it was switched to when the page reloads.
  const save = () => {
    const { authorized, address, chainId, rpcUrl } = provider.getState();
    localStorage.setItem(
      storageKey,
      JSON.stringify({
        authorized,
        selected: provider.addresses.indexOf(address),
        chain: { chainId, rpcUrl },
      }),
    );
  };
  provider.on('accountsChanged', save);
  provider.on('chainChanged', save);
  announceProvider(devWalletInfo, provider);
  return provider;
}
