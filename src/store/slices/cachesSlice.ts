import type { PayloadAction } from '@reduxjs/toolkit';
import { BALANCE_CACHE_MS, ENS_CACHE_MS, IDENTITY_CACHE_MS } from '../../core/constants/time';
import { createSlice } from '../core/createSlice';
import { isRehydrateOf } from '../persistence/isRehydrateOf';

/** SPEC §9: identity and ENS cache 5 min; balance cache 30 s. */
export const CACHE_TTL_MS = {
  identity: IDENTITY_CACHE_MS,
  ens: ENS_CACHE_MS,
  balance: BALANCE_CACHE_MS,
  portfolio: BALANCE_CACHE_MS,
} as const;

export type CacheName = keyof typeof CACHE_TTL_MS;

/**
 * The value type of each cache. The store types its own (ens, balance); the api layer adds the API's
 * data types (identity, portfolio) by declaration merging, so the store never imports the api.
 */
export interface CacheValues {
  ens: string;
  balance: { balance: string; symbol: string };
}

interface Entry<T> {
  value: T;
  timestamp: number;
}

/** Each cache: lower-cased key -> value and the time it was stored. */
export type CachesState = {
  [N in CacheName]: Record<string, Entry<N extends keyof CacheValues ? CacheValues[N] : unknown>>;
};

type Value<N extends CacheName> = CachesState[N][string]['value'];

const initialState: CachesState = { identity: {}, ens: {}, balance: {}, portfolio: {} };

/** Address keys are compared case-insensitively (SPEC §5), so they are stored lower-cased. */
const keyOf = (key: string) => key.toLowerCase();

/** Persisted caches (identity, ENS, balance, portfolio) with their SPEC lifetimes. */
export const cachesSlice = createSlice({
  name: 'caches',
  initialState,
  reducers: {
    cacheSet: {
      reducer(state, action: PayloadAction<{ cache: CacheName; key: string; value: unknown; now: number }>) {
        const { cache, key, value, now } = action.payload;
        (state[cache] as Record<string, Entry<unknown>>)[keyOf(key)] = { value, timestamp: now };
      },
      prepare<N extends CacheName>(cache: N, key: string, value: Value<N>, now: number) {
        return { payload: { cache, key, value: value as unknown, now } };
      },
    },
    cacheCleared(state, action: PayloadAction<{ cache: CacheName; key?: string }>) {
      const { cache, key } = action.payload;
      if (key === undefined) state[cache] = {};
      else delete state[cache][keyOf(key)];
    },
  },
  extraReducers: (builder) => {
    // Restored entries keep their timestamps; expired ones are dropped by selectors and on next write.
    builder.addMatcher(isRehydrateOf<CachesState>('caches'), (state, action) => {
      const restored = action.payload ?? {};
      for (const cache of Object.keys(CACHE_TTL_MS) as CacheName[]) {
        const entries = restored[cache];
        if (!entries || typeof entries !== 'object') continue;
        for (const [key, entry] of Object.entries(entries)) {
          if (entry && typeof entry.timestamp === 'number' && 'value' in entry) {
            (state[cache] as Record<string, Entry<unknown>>)[key] = entry;
          }
        }
      }
    });
  },
});

/** A fresh cache entry's value, or undefined when absent or older than the cache's lifetime. */
export function readCache<N extends CacheName>(
  state: CachesState,
  cache: N,
  key: string,
  now: number,
): Value<N> | undefined {
  const entry = state[cache][keyOf(key)] as Entry<Value<N>> | undefined;
  if (!entry || now - entry.timestamp > CACHE_TTL_MS[cache]) return undefined;
  return entry.value;
}
