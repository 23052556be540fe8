import { CONNECTOR_TYPE_ORDER, type ConnectorSection } from '../../core/constants/connectors';
import { RECOMMENDED_WALLETS_COUNT } from '../../core/constants/limits';
import type { ChainNamespace } from '../../core/namespaces';
import { type ImageSources, walletImageUrl } from '../../core/wallets/imageSources';
import { filterWallets, type WalletEntry, type WalletFilter } from '../../core/wallets/walletCatalog';
import type { ConnectorInfo, RecentWallet } from '../../store/slices/connectorsSlice';
import type { ViewData } from '../../store/slices/modalSlice';
import { connectorImageUrl } from './connectorImageUrl';

/** Where selecting an entry leads: an installed connector, or WalletConnect (for a registry wallet). */
export type WalletTarget =
  | { view: 'ConnectingExternal'; data: { connectorId: string } }
  | { view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic'; data?: ViewData };

/** One row of the connect view's wallet list. */
export interface WalletListEntry {
  key: string;
  section: ConnectorSection;
  name: string;
  imageUrl?: string;
  /** The namespace of an installed wallet's connector; registry and WalletConnect rows have none. */
  namespace?: ChainNamespace;
  target: WalletTarget;
}

/** What `orderWallets` reads; all of it comes from the store except the registry. */
export interface OrderWalletsParameters extends WalletFilter {
  connectors: readonly ConnectorInfo[];
  recentWallets: readonly RecentWallet[];
  registry: readonly WalletEntry[];
  featuredWalletIds: readonly string[];
  /** Host-defined wallets; the kit has no option for them yet, so this is empty by default. */
  customWallets?: readonly WalletEntry[];
  enableWalletConnect: boolean;
  /** A namespace is already connected through WalletConnect: no WalletConnect row then. */
  connectedThroughWalletConnect: boolean;
  /** Basic mode: WalletConnect rows open the QR-only view. */
  basic?: boolean;
  /**
   * The API that serves registry images and the host's `connectorImages` (the kit's options). Without
   * it only images the wallets bring themselves (EIP-6963 icons) are shown.
   */
  images?: ImageSources;
}

/** Image id of the WalletConnect row, served like a registry wallet's. */
export const WALLETCONNECT_IMAGE_ID = 'wallet-connect';

const INSTALLED_TYPES = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);

/** True when a connector is an installed (injected or announced) wallet. */
export const isInstalled = (connector: ConnectorInfo) => INSTALLED_TYPES.has(connector.type);

/**
 * The wallet list of the connect view in the SPEC §9 order: walletConnect, recent, injected, featured,
 * custom, external, recommended. A wallet appears once, in its earliest section (matched by connector
 * id, rdns, registry id or name). Registry wallets need WalletConnect, so they are left out without it.
 */
export function orderWallets(p: OrderWalletsParameters): WalletListEntry[] {
  const seen = new Set<string>();
  const keysOf = (w: { id?: string; rdns?: string | undefined; name?: string | undefined }) =>
    [w.id && `id:${w.id}`, w.rdns && `rdns:${w.rdns}`, w.name && `name:${w.name.toLowerCase()}`].filter(
      (k): k is string => !!k,
    );
  const claim = (w: Parameters<typeof keysOf>[0]) => {
    const keys = keysOf(w);
    if (keys.some((k) => seen.has(k))) return false;
    for (const k of keys) seen.add(k);
    if (w.name) seen.add(`registry-name:${w.name.toLowerCase()}`);
    return true;
  };
  // An installed wallet is one row per namespace: Phantom announcing itself for EVM (EIP-6963) and for
  // Solana (Wallet Standard) shows twice, once per chain, and still hides the registry's Phantom.
  const claimConnector = (c: ConnectorInfo) => {
    const name = c.name.toLowerCase();
    const keys = [`id:${c.id}`, c.info?.rdns && `rdns:${c.info.rdns}`, `name@${c.chain}:${name}`].filter(
      (k): k is string => !!k,
    );
    if ([...keys, `registry-name:${name}`].some((k) => seen.has(k))) return false;
    for (const k of [...keys, `name:${name}`]) seen.add(k);
    return true;
  };
  const wcView = p.basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect';
  const registry = filterWallets(p.registry, p);
  const excluded = new Set(p.excludeWalletIds ?? []);
  const installed = p.connectors.filter(isInstalled);
  const external = p.connectors.filter((c) => c.type === 'EXTERNAL');
  const wcConnector = p.connectors.find((c) => c.type === 'WALLET_CONNECT');
  const image = (url: string | undefined) => (url ? { imageUrl: url } : {});
  const byConnector = (c: ConnectorInfo, section: ConnectorSection): WalletListEntry => ({
    key: `${section}:${c.id}`,
    section,
    name: c.name,
    namespace: c.chain,
    ...image(connectorImageUrl(c, p.registry, p.images)),
    target: { view: 'ConnectingExternal', data: { connectorId: c.id } },
  });
  const byWallet = (w: WalletEntry, section: ConnectorSection): WalletListEntry => ({
    key: `${section}:${w.id}`,
    section,
    name: w.name,
    ...image(walletImageUrl(w, p.images ?? { apiUrl: '' })),
    target: { view: wcView, data: { walletId: w.id } },
  });

  const sections: Record<ConnectorSection, () => WalletListEntry[]> = {
    walletConnect: () =>
      p.enableWalletConnect && !p.connectedThroughWalletConnect
        ? [
            {
              key: 'walletConnect',
              section: 'walletConnect',
              name: wcConnector?.name ?? 'WalletConnect',
              ...image(
                walletImageUrl(
                  {
                    id: wcConnector?.id ?? 'walletConnect',
                    imageUrl: wcConnector?.imageUrl,
                    imageId: wcConnector?.imageId ?? WALLETCONNECT_IMAGE_ID,
                  },
                  p.images ?? { apiUrl: '' },
                ),
              ),
              target: { view: wcView },
            },
          ]
        : [],
    recent: () =>
      p.recentWallets.flatMap((recent) => {
        if (excluded.has(recent.id)) return [];
        const connector = [...installed, ...external].find(
          (c) => (recent.rdns && c.info?.rdns === recent.rdns) || c.id === recent.id,
        );
        if (connector) return claimConnector(connector) ? [byConnector(connector, 'recent')] : [];
        const wallet = registry.find((w) => w.id === recent.id || (recent.rdns && w.rdns === recent.rdns));
        if (!wallet || !p.enableWalletConnect) return [];
        return claim(wallet)
          ? [byWallet({ ...wallet, ...(recent.imageUrl ? { imageUrl: recent.imageUrl } : {}) }, 'recent')]
          : [];
      }),
    injected: () => installed.filter(claimConnector).map((c) => byConnector(c, 'injected')),
    featured: () =>
      p.enableWalletConnect
        ? p.featuredWalletIds.flatMap((id) => {
            const wallet = registry.find((w) => w.id === id);
            return wallet && claim(wallet) ? [byWallet(wallet, 'featured')] : [];
          })
        : [],
    custom: () =>
      p.enableWalletConnect ? (p.customWallets ?? []).filter(claim).map((w) => byWallet(w, 'custom')) : [],
    external: () => external.filter(claimConnector).map((c) => byConnector(c, 'external')),
    recommended: () => {
      if (!p.enableWalletConnect) return [];
      const picked: WalletListEntry[] = [];
      for (const wallet of registry) {
        if (picked.length === RECOMMENDED_WALLETS_COUNT) break;
        if (claim(wallet)) picked.push(byWallet(wallet, 'recommended'));
      }
      return picked;
    },
  };
  return CONNECTOR_TYPE_ORDER.flatMap((section) => sections[section]());
}

/**
 * Wallets pinned above the All Wallets list while nothing is searched: the featured wallets, then
 * the first RECOMMENDED_WALLETS_COUNT other registry wallets (the registry is ordered by popularity).
 */
export function pinnedWallets(
  registry: readonly WalletEntry[],
  filter: WalletFilter & { featuredWalletIds: readonly string[] },
): WalletEntry[] {
  const allowed = filterWallets(registry, filter);
  const featured = filter.featuredWalletIds.flatMap((id) => allowed.filter((w) => w.id === id));
  const recommended = allowed.filter((w) => !featured.includes(w)).slice(0, RECOMMENDED_WALLETS_COUNT);
  return [...featured, ...recommended];
}
