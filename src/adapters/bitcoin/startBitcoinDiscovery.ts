import type { WalletDiscovery } from '../ChainAdapter';
import type { SatsConnectProvider } from './BitcoinWalletProvider';
import { satsConnectProvider } from './satsConnectProvider';

// Bitcoin wallet discovery, the `discover` of bitcoinAdapter(): fetched only by a kit that configures
// the Bitcoin adapter, in a browser. sats-connect wallets list themselves in `window.btc_providers`
// (`{ id, name, icon }`, the id being the provider's dotted path on `window`): each is an ANNOUNCED
// connector. `window.XverseProviders.BitcoinProvider` and `window.BitcoinProvider` not listed there
// become INJECTED fallbacks. The page is looked at again on `load`, for wallets that inject late.

/** Connector id of the unlisted `window.BitcoinProvider` fallback. */
export const INJECTED_BITCOIN_CONNECTOR_ID = 'injected:bip122';

interface ListedProvider {
  id?: unknown;
  name?: unknown;
  icon?: unknown;
}

const isProvider = (value: unknown): value is SatsConnectProvider =>
  typeof value === 'object' && value !== null && typeof (value as SatsConnectProvider).request === 'function';

/** sats-connect's getProviderById: the id is a dotted path on `window`. */
const atPath = (target: Window, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], target);

/** Starts Bitcoin discovery on `context.window`; returns the stop function. */
const startBitcoinDiscovery: WalletDiscovery = (context) => {
  const seen = new Map<unknown, string>();
  const add = (
    id: string,
    injected: SatsConnectProvider,
    name: string,
    icon: unknown,
    announced: boolean,
  ) => {
    if (seen.has(injected)) return;
    seen.set(injected, id);
    context.addConnector({
      id,
      type: announced ? 'ANNOUNCED' : 'INJECTED',
      name,
      chain: 'bip122',
      provider: satsConnectProvider(injected),
      ...(typeof icon === 'string' && icon.startsWith('data:image/') ? { icon } : {}),
    });
  };
  const scan = () => {
    const page = context.window as Window & {
      btc_providers?: unknown;
      XverseProviders?: { BitcoinProvider?: unknown };
      BitcoinProvider?: unknown;
    };
    const listed = Array.isArray(page.btc_providers) ? (page.btc_providers as ListedProvider[]) : [];
    for (const entry of listed) {
      if (typeof entry?.id !== 'string' || typeof entry.name !== 'string') continue;
      const injected = atPath(context.window, entry.id);
      if (isProvider(injected)) add(`bip122:${entry.id}`, injected, entry.name, entry.icon, true);
    }
    const xverse = page.XverseProviders?.BitcoinProvider;
    if (isProvider(xverse)) add('bip122:XverseProviders.BitcoinProvider', xverse, 'Xverse', undefined, false);
    if (isProvider(page.BitcoinProvider))
      add(INJECTED_BITCOIN_CONNECTOR_ID, page.BitcoinProvider, 'Bitcoin Wallet', undefined, false);
  };
  scan();
  context.window.addEventListener?.('load', scan);
  return () => context.window.removeEventListener?.('load', scan);
};

export default startBitcoinDiscovery;
