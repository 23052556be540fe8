import type { ServiceRegistry } from '../store/createServiceRegistry';
import { API_LOADER_SERVICE_ID } from '../store/services/kitServices';
import { BlockchainApiMissingError } from './apiErrors';
import type { ApiLoader } from './createApiLoader';

/**
 * The kit's blockchain API, loading it if needed: what a plugin's thunk calls with `extra.services`.
 * Rejects when the kit was built without one (a bare test store).
 */
export function getBlockchainApi(services: ServiceRegistry): ReturnType<ApiLoader> {
  const load = services.get<ApiLoader>(API_LOADER_SERVICE_ID);
  if (!load) return Promise.reject(new BlockchainApiMissingError());
  return load();
}
