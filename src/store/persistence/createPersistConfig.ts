import { createTransform, type PersistConfig } from 'redux-persist';
import { STORAGE_PREFIX } from '../../core/constants/sdk';
import type { AsyncKitStorage } from './kitStorage';
import type { PersistedKey } from './persistedKeys';
import { decodeStoredFields, migrateStored, parseStoredText, type Stored, type Warn } from './storedValue';

export type { Warn } from './storedValue';

/** Reads one storage key; a backend that throws yields nothing, a corrupt value is removed. Never rejects. */
async function readStored(
  storage: AsyncKitStorage,
  storageKey: string,
  warn: Warn,
): Promise<{ text: string; stored: Stored } | undefined> {
  let text: string | null;
  try {
    text = await storage.getItem(storageKey);
  } catch {
    warn(`[portico] could not read ${storageKey}; starting without it`);
    return undefined;
  }
  if (text === null) return undefined;
  const stored = parseStoredText(text, storageKey, warn);
  if (stored === 'corrupt') {
    await storage.removeItem(storageKey).catch(() => undefined);
    return undefined;
  }
  return { text, stored };
}

/** The redux-persist config of one persisted slice. */
export function createPersistConfig<S>(
  entry: PersistedKey,
  storage: AsyncKitStorage,
  options: { keyPrefix?: string; legacyKeyPrefix?: string; warn?: Warn } = {},
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
      let found = await readStored(storage, storageKey, warn);
      const legacyKey = options.legacyKeyPrefix ? `${options.legacyKeyPrefix}${entry.key}` : undefined;
      if (!found && legacyKey && legacyKey !== storageKey) {
        // Migration to namespaced keys: the value under the old key moves to the new one, once, so a
        // returning user stays connected and the old key cannot leak into another kit later.
        found = await readStored(storage, legacyKey, warn);
        if (found) {
          await writeSafeStorage.setItem(storageKey, found.text);
          await storage.removeItem(legacyKey).catch(() => undefined);
        }
      }
      return found ? decodeStoredFields(entry, found.stored) : undefined;
    }) as PersistConfig<S>['getStoredState'],
    migrate: (async (state: unknown) =>
      migrateStored(entry, storageKey, warn, state)) as PersistConfig<S>['migrate'],
  };
}
