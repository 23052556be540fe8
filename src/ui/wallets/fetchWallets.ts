import { IMAGE_ID_PATTERN } from '../../core/wallets/imageSources';
import {
  BUNDLED_WALLETS,
  filterWallets,
  pageOf,
  searchWallets,
  type WalletEntry,
  type WalletFilter,
} from '../../core/wallets/walletCatalog';

/** Service id under which a host or test may register the `fetch` the wallet list uses. */
export const FETCH_SERVICE_ID = 'fetch';

/** Parameters of `fetchWallets`. */
export interface FetchWalletsParameters extends WalletFilter {
  apiUrl: string;
  projectId: string;
  sdkType?: string;
  sdkVersion?: string;
  /** 1-based. */
  page: number;
  entries: number;
  search?: string;
  fetch?: typeof fetch | undefined;
  signal?: AbortSignal;
}

/** One page of wallets and the total count of the query; `source` says whether the API answered. */
export interface WalletPage {
  wallets: WalletEntry[];
  count: number;
  source: 'api' | 'bundled';
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

/** The bundled registry answering the same query: filtered, searched and paged locally. */
export function bundledWalletPage(
  parameters: Omit<FetchWalletsParameters, 'apiUrl' | 'projectId'>,
): WalletPage {
  const all = searchWallets(filterWallets(BUNDLED_WALLETS, parameters), parameters.search ?? '');
  return { wallets: pageOf(all, parameters.page, parameters.entries), count: all.length, source: 'bundled' };
}

/**
 * `GET {apiUrl}/v1/wallets?page=&entries=&search=` (plus projectId, st, sv and include/exclude).
 * Never rejects: no fetch, a network error, a non-2xx answer or a malformed body all give the
 * bundled list for the same query, so the wallet list works offline.
 */
export async function fetchWallets(parameters: FetchWalletsParameters): Promise<WalletPage> {
  const doFetch = parameters.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  if (!doFetch || !parameters.apiUrl) return bundledWalletPage(parameters);
  const query = new URLSearchParams({ page: String(parameters.page), entries: String(parameters.entries) });
  if (parameters.search?.trim()) query.set('search', parameters.search.trim());
  if (parameters.includeWalletIds?.length) query.set('include', parameters.includeWalletIds.join(','));
  if (parameters.excludeWalletIds?.length) query.set('exclude', parameters.excludeWalletIds.join(','));
  query.set('projectId', parameters.projectId);
  if (parameters.sdkType) query.set('st', parameters.sdkType);
  if (parameters.sdkVersion) query.set('sv', parameters.sdkVersion);
  try {
    const init = parameters.signal ? { signal: parameters.signal } : undefined;
    const response = await doFetch(`${parameters.apiUrl.replace(/\/+$/, '')}/v1/wallets?${query}`, init);
    if (!response.ok) return bundledWalletPage(parameters);
    const body = (await response.json()) as { count?: unknown; data?: unknown };
    if (!Array.isArray(body?.data) || typeof body.count !== 'number') return bundledWalletPage(parameters);
    const wallets = filterWallets(
      body.data.map(toWallet).filter((w): w is WalletEntry => w !== undefined),
      parameters,
    );
    return { wallets, count: body.count, source: 'api' };
  } catch {
    return bundledWalletPage(parameters);
  }
}
