import { STORAGE_PREFIX } from '../../core/constants/sdk';
import type { AsyncKitStorage } from './kitStorage';
import type { PersistedKey } from './persistedKeys';
import { decodeStoredFields, migrateStored, parseStoredText, type Stored, type Warn } from './storedValue';

export type { Warn } from './storedValue';

/** How one persisted slice is read back and written (`startPersistence` runs it). */
export interface PersistConfig {
  /** The slice's key (`connection`), which its REHYDRATE action names. */
  key: string;
  /** Where it is stored (`@appkit/connection`, or the kit's namespaced prefix). */
  storageKey: string;
  version: number;
  /** The fields written; `_persist` (the version marker) is always written beside them. */
  whitelist: readonly string[];
  /** A field's stored form (its codec's `toStorage`, else the value itself). */
  encode(field: string, value: unknown): unknown;
  /** Writes the stored text; a failed write is a warning, never a rejection. */
  write(text: string): Promise<void>;
  /** The stored fields, decoded, migrated and whitelisted; `undefined` when there are none. Never rejects. */
  read(): Promise<Stored | undefined>;
}

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

/**
 * The config of one persisted slice. Its stored form is the one redux-persist wrote (the kit used it
 * until 2026-11-29, and returning visitors' storage holds it): a JSON object of the whitelisted fields,
 * each JSON-encoded again, plus `_persist` with the version.
 */
export function createPersistConfig(
  entry: PersistedKey,
  storage: AsyncKitStorage,
  options: { keyPrefix?: string; legacyKeyPrefix?: string; warn?: Warn } = {},
): PersistConfig {
  const keyPrefix = options.keyPrefix ?? STORAGE_PREFIX;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const storageKey = `${keyPrefix}${entry.key}`;
  // A failed write (quota, private mode) is a warning, not an error.
  const write = (key: string, text: string) =>
    storage.setItem(key, text).catch(() => warn(`[portico] could not write ${key}`));
  return {
    key: entry.key,
    storageKey,
    version: entry.version,
    whitelist: entry.whitelist,
    encode: (field, value) => {
      const codec = entry.codecs?.[field];
      return codec ? codec.toStorage(value) : value;
    },
    write: (text) => write(storageKey, text),
    read: async () => {
      let found = await readStored(storage, storageKey, warn);
      const legacyKey = options.legacyKeyPrefix ? `${options.legacyKeyPrefix}${entry.key}` : undefined;
      if (!found && legacyKey && legacyKey !== storageKey) {
        // Migration to namespaced keys: the value under the old key moves to the new one, once, so a
        // returning user stays connected and the old key cannot leak into another kit later.
        found = await readStored(storage, legacyKey, warn);
        if (found) {
          await write(storageKey, found.text);
          await storage.removeItem(legacyKey).catch(() => undefined);
        }
      }
      return found
        ? migrateStored(entry, storageKey, warn, decodeStoredFields(entry, found.stored))
        : undefined;
    },
  };
}
