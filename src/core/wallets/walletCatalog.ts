import registry from './walletRegistry.json';

/** A wallet of the registry: what the lists show and how to reach it over WalletConnect. */
export interface WalletEntry {
  /** Registry id; `featuredWalletIds` / `includeWalletIds` / `excludeWalletIds` refer to it. */
  id: string;
  name: string;
  /** EIP-6963 reverse-DNS id; an installed connector with the same rdns is used instead of WalletConnect. */
  rdns?: string;
  homepage?: string;
  /** Native deep link base (`metamask://`), used on mobile. */
  mobileLink?: string;
  /** Universal link base (`https://metamask.app.link`), the fallback when the app is not installed. */
  universalLink?: string;
  desktopLink?: string;
  /**
   * Image id served by the blockchain API at `{apiUrl}/v1/images/wallets/{imageId}.svg`; the kit
   * builds the URL (`walletImageUrl`) and shows its own shipped logo for the ids it ships
   * (src/ui/logos). Without one the row shows initials.
   */
  imageId?: string;
  /** A full image URL, only from a refreshed list (`image_url`); the bundled list has none. */
  imageUrl?: string;
}

/** Which registry wallets an app allows (SPEC options include/exclude wallet ids). */
export interface WalletFilter {
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
}

/** The bundled registry: well-known wallets, most used first, available offline. */
export const BUNDLED_WALLETS: readonly WalletEntry[] = registry.wallets;

/** Applies include (when non-empty, only those) and exclude lists. */
export function filterWallets(wallets: readonly WalletEntry[], filter: WalletFilter): WalletEntry[] {
  const include = filter.includeWalletIds ?? [];
  const exclude = new Set(filter.excludeWalletIds ?? []);
  return wallets.filter((w) => (include.length === 0 || include.includes(w.id)) && !exclude.has(w.id));
}

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Wallets whose name contains `query` (case and accent insensitive); names starting with it first. */
export function searchWallets(wallets: readonly WalletEntry[], query: string): WalletEntry[] {
  const needle = normalise(query);
  if (!needle) return [...wallets];
  const matches = wallets.filter((w) => normalise(w.name).includes(needle));
  const starts = (w: WalletEntry) => (normalise(w.name).startsWith(needle) ? 0 : 1);
  return matches
    .map((w, i) => ({ w, i }))
    .sort((a, b) => starts(a.w) - starts(b.w) || a.i - b.i)
    .map(({ w }) => w);
}

/** The wallet with this id, or undefined. */
export function findWallet(wallets: readonly WalletEntry[], id: string | undefined): WalletEntry | undefined {
  return id === undefined ? undefined : wallets.find((w) => w.id === id);
}

/** A 1-based page of a list. */
export function pageOf<T>(items: readonly T[], page: number, entries: number): T[] {
  return items.slice((page - 1) * entries, page * entries);
}

function withPath(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/** Links that open a wallet app on a pairing URI: native deep link and universal link, when known. */
export function walletConnectLinks(
  wallet: WalletEntry,
  uri: string,
): { native?: string; universal?: string } {
  const query = `wc?uri=${encodeURIComponent(uri)}`;
  return {
    ...(wallet.mobileLink ? { native: `${withPath(wallet.mobileLink)}${query}` } : {}),
    ...(wallet.universalLink ? { universal: `${withPath(wallet.universalLink)}${query}` } : {}),
  };
}

/** View data that lets ConnectingWalletConnect show a wallet even when it is not in the bundled list. */
export function walletViewData(wallet: WalletEntry): Record<string, string> {
  return {
    walletId: wallet.id,
    walletName: wallet.name,
    ...(wallet.mobileLink ? { mobileLink: wallet.mobileLink } : {}),
    ...(wallet.universalLink ? { universalLink: wallet.universalLink } : {}),
  };
}
