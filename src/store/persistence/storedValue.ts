import type { PersistedKey } from './persistedKeys';

/** What one storage key holds once parsed: the slice's fields plus redux-persist's `_persist`. */
export type Stored = Record<string, unknown> & { _persist?: { version?: unknown } };

/** The warning sink; injectable so tests can assert it and hosts can route it to their logger. */
export type Warn = (message: string) => void;

/**
 * Parses one key the way redux-persist wrote it (a JSON object whose values are JSON strings). A value
 * that does not parse gives `'corrupt'` (the caller removes it); a field that does not parse is dropped
 * alone with a warning. Synchronous, so a cookie header can be restored before the first render.
 */
export function parseStoredText(text: string, storageKey: string, warn: Warn): Stored | 'corrupt' {
  let outer: unknown;
  try {
    outer = JSON.parse(text);
  } catch {
    outer = undefined;
  }
  if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) {
    warn(`[portico] dropped corrupt stored value ${storageKey}`);
    return 'corrupt';
  }
  const state: Stored = {};
  for (const [field, raw] of Object.entries(outer)) {
    try {
      state[field] = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      warn(`[portico] dropped corrupt stored field ${storageKey}.${field}`);
    }
  }
  return state;
}

/** Turns fields stored in another form (e.g. comma joined) back into their state form, in place. */
export function decodeStoredFields(entry: PersistedKey, stored: Stored): Stored {
  for (const [field, codec] of Object.entries(entry.codecs ?? {})) {
    if (field in stored) stored[field] = codec.fromStorage(stored[field]);
  }
  return stored;
}

/**
 * Runs the migrations from the stored version up to the current one and keeps whitelisted fields only.
 * A value written by a newer version, or whose migration throws, is dropped with a warning.
 */
export function migrateStored(
  entry: PersistedKey,
  storageKey: string,
  warn: Warn,
  state: unknown,
): Stored | undefined {
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
}
