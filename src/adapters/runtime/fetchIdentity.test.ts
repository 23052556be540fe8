import { IDENTITY_CACHE_MS } from '../../core/constants/time';
import type { CachesState } from '../../store/slices/cachesSlice';
import { restoredIdentityEntries } from './fetchIdentity';

// SPEC §3 persists the identity cache; RTK Query's cache is the live one (SPEC §9: 5 min). After a
// reload the persisted identities still within their lifetime go back into RTK Query's cache.

const caches = (identity: CachesState['identity']): CachesState => ({
  identity,
  ens: {},
  balance: {},
  portfolio: {},
});

describe('restoredIdentityEntries', () => {
  test('default: a persisted identity within 5 min becomes a getIdentity cache entry for its address', () => {
    const now = 1_000_000;
    const value = { name: 'alice.eth', avatar: null };
    expect(restoredIdentityEntries(caches({ '0xabc': { value, timestamp: now - 1000 } }), now)).toEqual([
      { endpointName: 'getIdentity', arg: { address: '0xabc' }, value },
    ]);
  });

  test('behavior: one older than SPEC §9 lifetime is not restored (the next read asks the API)', () => {
    const now = 10_000_000;
    const value = { name: 'old.eth', avatar: null };
    expect(
      restoredIdentityEntries(caches({ '0xabc': { value, timestamp: now - IDENTITY_CACHE_MS - 1 } }), now),
    ).toEqual([]);
  });
});
