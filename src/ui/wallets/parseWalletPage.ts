import { IMAGE_ID_PATTERN } from '../../core/wallets/imageSources';
import {
  BUNDLED_WALLETS,
  filterWallets,
  pageOf,
  searchWallets,
  type WalletEntry,
  type WalletFilter,
} from '../../core/wallets/walletCatalog';

/** One page of wallets and the total count of the query; `source` says whether the API answered. */
export interface WalletPage {
  wallets: WalletEntry[];
  count: number;
  source: 'api' | 'bundled';
}

/** What a page is asked for: the search (trimmed, '' for none), include/exclude, the page and its size. */
export interface WalletPageRequest extends WalletFilter {
  search: string;
  /** 1-based. */
  page: number;
  entries: number;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
const url = (value: unknown) => {
  const s = text(value);
  return s && /^(https?:|data:image\/)/.test(s) ? s : undefined;
};

const imageId = (value: unknown) => {
  const s = text(value);
  return s && IMAGE_ID_PATTERN.test(s) ? s : undefined;
};

// Accepts the API's snake_case fields and camelCase alike; entries without an id and a name are dropped.
function toWallet(raw: unknown): WalletEntry | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const id = text(r.id);
  const name = text(r.name);
  if (!id || !name) return undefined;
  const fields: Partial<WalletEntry> = {
    rdns: text(r.rdns),
    homepage: url(r.homepage),
    mobileLink: text(r.mobile_link ?? r.mobileLink),
    universalLink: url(r.universal_link ?? r.universalLink),
    desktopLink: text(r.desktop_link ?? r.desktopLink),
    imageId: imageId(r.image_id ?? r.imageId),
    imageUrl: url(r.image_url ?? r.imageUrl),
  };
  const defined = Object.entries(fields).filter(([, v]) => v !== undefined);
  return { id, name, ...Object.fromEntries(defined) };
}

/**
 * The wallets of a `GET v1/wallets` answer (`{ count, data }`), include/exclude applied to them too;
 * undefined when the body is not such an answer. Unsafe links and malformed image ids are dropped.
 */
export function parseWalletPage(answer: unknown, filter: WalletFilter): WalletPage | undefined {
  const body = answer as { count?: unknown; data?: unknown } | null;
  if (!Array.isArray(body?.data) || typeof body.count !== 'number') return undefined;
  const wallets = filterWallets(
    body.data.map(toWallet).filter((w): w is WalletEntry => w !== undefined),
    filter,
  );
  return { wallets, count: body.count, source: 'api' };
}

/** The bundled registry answering the same request: filtered, searched and paged locally. */
export function bundledWalletPage(request: WalletPageRequest): WalletPage {
  const all = searchWallets(filterWallets(BUNDLED_WALLETS, request), request.search);
  return { wallets: pageOf(all, request.page, request.entries), count: all.length, source: 'bundled' };
}
