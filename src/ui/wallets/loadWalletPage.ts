import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { FETCH_SERVICE_ID, type FetchWalletsParameters, fetchWallets, type WalletPage } from './fetchWallets';

const CACHE_ID = 'wallets:pages';
/** Service id of the total wallet count the API last reported for the unfiltered list. */
export const WALLET_COUNT_SERVICE_ID = 'wallets:count';

/**
 * `fetchWallets` through the kit's service registry: uses the `fetch` registered as `fetch` if any,
 * remembers API answers per query for the life of the kit (bundled fallbacks are not remembered, so
 * the API is asked again next time), and records the total count the connect view shows.
 */
export function loadWalletPage(
  services: ServiceRegistry,
  parameters: Omit<FetchWalletsParameters, 'fetch' | 'signal'>,
): Promise<WalletPage> {
  let cache = services.get<Map<string, Promise<WalletPage>>>(CACHE_ID);
  if (!cache) {
    cache = new Map();
    services.set(CACHE_ID, cache);
  }
  // Shared by every caller of the same query, so it is never aborted; callers ignore stale answers.
  const key = JSON.stringify(parameters);
  const cached = cache.get(key);
  if (cached) return cached;
  const registered = services.get<typeof fetch>(FETCH_SERVICE_ID);
  const promise = fetchWallets({ ...parameters, ...(registered ? { fetch: registered } : {}) }).then(
    (page) => {
      if (page.source !== 'api') cache.delete(key);
      else if (!parameters.search?.trim()) services.set(WALLET_COUNT_SERVICE_ID, page.count);
      return page;
    },
  );
  cache.set(key, promise);
  return promise;
}
