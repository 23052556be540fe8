import type { KitStore } from '../store/createKitStore';
import { API_LOADER_SERVICE_ID, API_SERVICE_ID } from '../store/services/kitServices';
import type { BlockchainApi } from './createBlockchainApi';

/** Loads a kit's blockchain API on first call; later calls get the same api. */
export type ApiLoader = () => Promise<BlockchainApi>;

/**
 * The loader of one kit's blockchain API. RTK Query is a third of the store's weight and nothing on the
 * first paint calls the API, so the api chunk is fetched on first use; its reducer and middleware are
 * then injected into this kit only. The kit (not the store) wires it, and registers the loader as a
 * service so thunks and listeners reach it through `getBlockchainApi(extra.services)`.
 */
export function createApiLoader(
  kit: Pick<KitStore, 'store' | 'rootReducer' | 'dynamicMiddleware' | 'services'>,
): ApiLoader {
  let apiPromise: Promise<BlockchainApi> | undefined;
  const load: ApiLoader = () => {
    apiPromise ??= import('./createBlockchainApi').then(({ createBlockchainApi }) => {
      const api = createBlockchainApi();
      kit.rootReducer.inject(api);
      kit.dynamicMiddleware.addMiddleware(api.middleware);
      // An injected reducer has no state until the next action; RTK Query's selectors need it now.
      kit.store.dispatch({ type: 'blockchainApi/injected' });
      kit.services.set(API_SERVICE_ID, api);
      return api;
    });
    // A chunk that failed to load (offline, a deploy in between) is asked for again by the next call.
    apiPromise.catch(() => {
      apiPromise = undefined;
    });
    return apiPromise;
  };
  kit.services.set(API_LOADER_SERVICE_ID, load);
  return load;
}
