import type { UnknownAction } from '@reduxjs/toolkit';
import { STORAGE_PREFIX } from '../../core/constants/sdk';
import { INITIAL_STATE_APPLIED } from './isRehydrateOf';
import { PERSISTED_KEYS } from './persistedKeys';
import { decodeStoredFields, migrateStored, parseStoredText, type Warn } from './storedValue';

/**
 * The persisted items of one visitor, read on the server from the request's cookies
 * (`cookieToInitialState`) and handed to the kit so the first render already shows them. Plain JSON:
 * a Server Component can pass it to a Client Component as a prop.
 */
export interface KitInitialState {
  /** Stored text by full storage key (`@appkit/{namespace}/connection`), as cookie storage wrote it. */
  stored: Record<string, string>;
}

export { INITIAL_STATE_APPLIED };

/** The key prefix of a kit: `@appkit/` or `@appkit/{namespace}/`. */
export function storageKeyPrefix(namespace: string | undefined): string {
  return namespace ? `${STORAGE_PREFIX}${namespace}/` : STORAGE_PREFIX;
}

/** True for a value shaped like a `KitInitialState` (hosts may pass anything through props). */
export function isKitInitialState(value: unknown): value is KitInitialState {
  const stored = (value as { stored?: unknown } | null | undefined)?.stored;
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored);
}

/**
 * The actions that restore a kit's core persisted slices from an initial state, synchronously and with
 * the same checks as the asynchronous restore (corrupt values and fields dropped with a warning,
 * migrations run, whitelist kept). Keys of other namespaces are ignored.
 */
export function initialStateActions(
  initialState: KitInitialState | undefined,
  keyPrefix: string,
  warn: Warn,
): UnknownAction[] {
  if (!isKitInitialState(initialState)) return [];
  const actions: UnknownAction[] = [];
  for (const entry of Object.values(PERSISTED_KEYS)) {
    const storageKey = `${keyPrefix}${entry.key}`;
    const text = initialState.stored[storageKey];
    if (typeof text !== 'string') continue;
    const parsed = parseStoredText(text, storageKey, warn);
    if (parsed === 'corrupt') continue;
    const payload = migrateStored(entry, storageKey, warn, decodeStoredFields(entry, parsed));
    if (payload) actions.push({ type: INITIAL_STATE_APPLIED, key: entry.key, payload });
  }
  return actions;
}
