import { createTransform, type PersistConfig } from 'redux-persist';
import { STORAGE_PREFIX } from '../../core/constants/sdk';
import type { AsyncKitStorage } from './kitStorage';
import type { PersistedKey } from './persistedKeys';

type Stored = Record<string, unknown> & { _persist?: { version?: unknown } };

/** The warning sink; injectable so tests can assert it and hosts can route it to their logger. */
export type Warn = (message: string) => void;

function parse(text: string): unknown {
  return JSON.parse(text);
}

/**
 * Reads one key the way redux-persist wrote it (a JSON object whose values are JSON strings). A value
 * that does not parse is removed with a warning; a field that does not parse is dropped alone. A
 * storage backend that throws yields nothing. Never rejects: a bad store must not stop start-up.
 */
async function readStored(
  storage: AsyncKitStorage,
  storageKey: string,
  warn: Warn,
): Promise<Stored | undefined> {
  let text: string | null;
  try {
    text = await storage.getItem(storageKey);
  } catch {
    warn(`[portico] could not read ${storageKey}; starting without it`);
    return undefined;
  }
  if (text === null) return undefined;
  let outer: unknown;
  try {
    outer = parse(text);
  } catch {
    outer = undefined;
  }
  if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) {
    warn(`[portico] dropped corrupt stored value ${storageKey}`);
    await storage.removeItem(storageKey).catch(() => undefined);
    return undefined;
  }
  const state: Stored = {};
  for (const [field, raw] of Object.entries(outer)) {
    try {
      state[field] = typeof raw === 'string' ? parse(raw) : raw;
    } catch {
      warn(`[portico] dropped corrupt stored field ${storageKey}.${field}`);
    }
  }
  return state;
}

/** Runs the migrations from the stored version up to the current one; a newer or foreign version is dropped. */
function migrate(entry: PersistedKey, storageKey: string, warn: Warn) {
  return async (state: unknown): Promise<Stored | undefined> => {
    if (!state || typeof state !== 'object') return undefined;
    const stored = state as Stored;
    const rawVersion = stored._persist?.version;
    const version = typeof rawVersion === 'number' ? rawVersion : 0;
    if (version > entry.version) {
      warn(`[portico] ignored ${storageKey}: written by a newer version (${version} > ${entry.version})`);
      return undefined;
    }
    let next: Record<string, unknown> = stored;
    for (let v = version + 1; v <= entry.version; v += 1) {
      const step = entry.migrations?.[v];
      if (!step) continue;
      try {
        next = step(next);
      } catch {
        warn(`[portico] dropped ${storageKey}: migration to version ${v} failed`);
        return undefined;
      }
    }
    // Keep whitelisted fields only: anything else in storage is foreign and must not enter the state.
    return Object.fromEntries(Object.entries(next).filter(([k]) => entry.whitelist.includes(k))) as Stored;
  };
}

/** The redux-persist config of one persisted slice. */
export function createPersistConfig<S>(
  entry: PersistedKey,
  storage: AsyncKitStorage,
  options: { keyPrefix?: string; warn?: Warn } = {},
): PersistConfig<S> {
  const keyPrefix = options.keyPrefix ?? STORAGE_PREFIX;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const storageKey = `${keyPrefix}${entry.key}`;
  const transforms = Object.entries(entry.codecs ?? {}).map(([field, codec]) =>
    createTransform(
      (value: unknown) => codec.toStorage(value),
      (value: unknown) => codec.fromStorage(value),
      { whitelist: [field] },
    ),
  );
  // A failed write (quota, private mode) is a warning, not an error: redux-persist would log it loudly.
  const writeSafeStorage: AsyncKitStorage = {
    ...storage,
    setItem: (key, value) =>
      storage.setItem(key, value).catch(() => warn(`[portico] could not write ${key}`)),
  };
  return {
    key: entry.key,
    keyPrefix,
    version: entry.version,
    storage: writeSafeStorage,
    whitelist: entry.whitelist as PersistConfig<S>['whitelist'],
    transforms,
    // Slices apply restored fields themselves (see isRehydrateOf), so no blind merge here.
    stateReconciler: false,
    // No rehydration timeout: it leaves a 5 s timer behind, and our reads never hang on web storage.
    timeout: 0,
    getStoredState: (async () => {
      const stored = await readStored(storage, storageKey, warn);
      if (!stored) return undefined;
      for (const transform of transforms) {
        for (const field of Object.keys(stored)) {
          if (field !== '_persist') stored[field] = transform.out(stored[field], field, stored);
        }
      }
      return stored;
    }) as PersistConfig<S>['getStoredState'],
    migrate: migrate(entry, storageKey, warn) as PersistConfig<S>['migrate'],
  };
}
