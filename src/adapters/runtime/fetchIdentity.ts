import type { Identity } from '../../api/apiTypes';
import type { ChainNamespace } from '../../core/namespaces';
import { cachesSlice, readCache } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { RuntimeContext } from './createRuntimeContext';

/**
 * The identity (name, avatar) of `address` from the API, cached 5 min (SPEC §9), written to every
 * namespace whose account it is; undefined when the API cannot answer.
 */
export async function fetchIdentity(ctx: RuntimeContext, address: string): Promise<Identity | undefined> {
  const { getState, dispatch, now } = ctx;
  const cached = readCache(getState().caches, 'identity', address, now());
  const apply = (identity: Identity) => {
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
  };
  if (cached) return apply(cached);
  try {
    const api = await ctx.deps.getApi();
    const identity = await (
      dispatch(api.endpoints.getIdentity.initiate({ address }, { subscribe: false })) as {
        unwrap(): Promise<Identity>;
      }
    ).unwrap();
    const value: Identity = {
      name: typeof identity?.name === 'string' ? identity.name : null,
      avatar: typeof identity?.avatar === 'string' ? identity.avatar : null,
    };
    dispatch(cachesSlice.actions.cacheSet('identity', address, value, now()));
    return apply(value);
  } catch {
    return undefined;
  }
}
