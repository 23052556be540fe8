import type { Identity } from '../../api/apiTypes';
import type { BlockchainApi } from '../../api/createBlockchainApi';
import { IDENTITY_CACHE_MS } from '../../core/constants/time';
import type { ChainNamespace } from '../../core/namespaces';
import { type CachesState, cachesSlice } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { RuntimeContext } from './createRuntimeContext';

// The identity (name, avatar) of an address through the API's `getIdentity` endpoint: RTK Query's
// cache is SPEC §9's 5 min identity cache, and every answer is mirrored into the persisted `identity`
// cache (SPEC §3), which `restoredIdentityEntries` puts back into RTK Query's cache after a reload.

/** What `initiate` hands back, as far as this file uses it. */
interface QueryResult<T> {
  unwrap(): Promise<T>;
}

/** The persisted identities still within SPEC §9's lifetime, as RTK Query cache entries. */
export function restoredIdentityEntries(caches: CachesState, now: number) {
  return Object.entries(caches.identity as Record<string, { value: Identity; timestamp: number }>)
    .filter(([, entry]) => now - entry.timestamp <= IDENTITY_CACHE_MS)
    .map(([address, entry]) => ({
      endpointName: 'getIdentity' as const,
      arg: { address },
      value: entry.value,
    }));
}

/**
 * The identity of `address` (RTK Query's cache answers within 5 min), written to every namespace whose
 * account it is and to the persisted mirror; undefined when the API cannot answer.
 */
export async function fetchIdentity(
  ctx: RuntimeContext,
  loadApi: () => Promise<{ endpoints: Pick<BlockchainApi['endpoints'], 'getIdentity'> }>,
  address: string,
): Promise<Identity | undefined> {
  const { getState, dispatch, now } = ctx;
  try {
    const api = await loadApi();
    const result = dispatch(api.endpoints.getIdentity.initiate({ address }, { subscribe: false }));
    const identity = await (result as QueryResult<Identity>).unwrap();
    dispatch(cachesSlice.actions.cacheSet('identity', address, identity, now()));
    for (const [namespace, chain] of Object.entries(getState().chains.chains)) {
      if (chain?.accountState.address?.toLowerCase() === address.toLowerCase()) {
        dispatch(
          chainsSlice.actions.accountUpdated({
            namespace: namespace as ChainNamespace,
            profileName: identity.name,
            profileImage: identity.avatar,
          }),
        );
      }
    }
    return identity;
  } catch {
    return undefined;
  }
}
