import type { WalletDiscovery } from '../ChainAdapter';
import { isLegacySolanaWallet, legacySolanaProvider } from './legacySolanaProvider';
import { walletStandardChain, walletStandardProvider } from './walletStandardProvider';
import { watchSolanaWallets } from './watchSolanaWallets';

// Solana wallet discovery (issue 15), the `discover` of solanaAdapter(): fetched only by a kit that
// configures the Solana adapter, in a browser, so @wallet-standard/app never reaches other apps.
// Wallet Standard wallets become ANNOUNCED connectors; a Phantom-style `window.solana` becomes the
// INJECTED fallback only while no standard wallet of the same name is registered (a wallet that does
// both is listed once, through the standard, which is the richer interface).

/** Connector id of the legacy `window.solana` wallet. */
export const INJECTED_SOLANA_CONNECTOR_ID = 'injected:solana';

/** The name the fallback connector shows: Phantom says who it is; others stay generic. */
export const legacySolanaName = (injected: { isPhantom?: boolean }) =>
  injected.isPhantom === true ? 'Phantom' : 'Solana Wallet';

/** Starts Solana discovery on `context.window`; returns the stop function. */
const startSolanaDiscovery: WalletDiscovery = (context) => {
  // The cluster goes with every transaction: the kit's active Solana network, asked at the time.
  const chain = () => {
    const network = context.network();
    return network ? walletStandardChain(network) : 'solana:mainnet';
  };
  const injected = (context.window as Window & { solana?: unknown }).solana;
  const legacy = isLegacySolanaWallet(injected) ? injected : undefined;
  let listed = new Set<string>();
  let legacyListed = false;

  const stop = watchSolanaWallets((wallets) => {
    const next = new Set(wallets.map((w) => w.id));
    for (const id of listed) if (!next.has(id)) context.removeConnector(id);
    for (const found of wallets) {
      if (listed.has(found.id)) continue;
      context.addConnector({
        id: found.id,
        type: 'ANNOUNCED',
        name: found.name,
        chain: 'solana',
        provider: walletStandardProvider(found.wallet, { chain }),
        ...(found.icon ? { icon: found.icon } : {}),
      });
    }
    listed = next;
    if (!legacy) return;
    const name = legacySolanaName(legacy);
    const standing = wallets.some((w) => w.name.toLowerCase() === name.toLowerCase());
    if (standing && legacyListed) {
      legacyListed = false;
      context.removeConnector(INJECTED_SOLANA_CONNECTOR_ID);
    } else if (!standing && !legacyListed) {
      legacyListed = true;
      context.addConnector({
        id: INJECTED_SOLANA_CONNECTOR_ID,
        type: 'INJECTED',
        name,
        chain: 'solana',
        provider: legacySolanaProvider(legacy),
      });
    }
  });
  return stop;
};

export default startSolanaDiscovery;
