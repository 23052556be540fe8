import { type KitInitialState, storageKeyPrefix } from './kitInitialState';
import { createCookieStorage } from './kitStorage';
import { PERSISTED_KEYS } from './persistedKeys';
import { resolveStorageNamespace } from './resolveStorageNamespace';

/** The options `cookieToInitialState` needs: the same `projectId` / `storageNamespace` the kit gets. */
export interface CookieToInitialStateOptions {
  projectId?: string;
  storageNamespace?: string;
}

/**
 * Reads a visitor's persisted kit items from a request's `Cookie` header, synchronously, for server
 * rendering: pass the result to `<AppKitProvider initialState>` (or `createAppKit({ initialState })`)
 * so the server HTML already shows the restored state. Undefined when the header holds none.
 */
export function cookieToInitialState(
  options: CookieToInitialStateOptions,
  cookieHeader: string | null | undefined,
): KitInitialState | undefined {
  if (!cookieHeader) return undefined;
  const cookies = createCookieStorage({ cookie: () => cookieHeader });
  const prefix = storageKeyPrefix(resolveStorageNamespace(options));
  const stored: Record<string, string> = {};
  for (const entry of Object.values(PERSISTED_KEYS)) {
    const key = `${prefix}${entry.key}`;
    const text = cookies.getItem(key) as string | null;
    if (text !== null) stored[key] = text;
  }
  return Object.keys(stored).length > 0 ? { stored } : undefined;
}
