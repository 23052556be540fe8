/** Storage the kit persists to: web storage, cookies (for SSR) or memory. Sync or async. */
export interface KitStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** The promise-based form persistence works with (`toAsyncStorage`). */
export interface AsyncKitStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Wraps any KitStorage so that every call returns a promise and a throwing backend rejects instead. */
export function toAsyncStorage(storage: KitStorage): AsyncKitStorage {
  const call = <T>(fn: () => T | Promise<T>) => new Promise<T>((resolve) => resolve(fn()));
  return {
    getItem: (key) => call(() => storage.getItem(key)),
    setItem: (key, value) => call(() => storage.setItem(key, value)),
    removeItem: (key) => call(() => storage.removeItem(key)),
  };
}

/** In-memory storage: the default on the server and in tests; each call makes a separate store. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KitStorage & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    dump: () => Object.fromEntries(items),
  };
}

/**
 * The browser's localStorage when it is usable (it throws in some private modes and is absent on the
 * server), else memory. Read lazily so that importing the kit never touches `window`.
 */
export function createDefaultStorage(): KitStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = '@appkit/__probe__';
      storage.setItem(probe, '1');
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through to memory: persistence is a convenience, never a reason to fail start-up
  }
  return createMemoryStorage();
}

/**
 * A cookie value as the kit wrote it (URI-encoded), or null when it is not valid percent-encoding.
 * Anyone who can set a cookie for the domain (a sibling subdomain) can toss such a value; reading it
 * must give "nothing stored" rather than a URIError that fails every server render for that visitor.
 */
function decodeCookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Cookie storage for server rendering: the server reads the request's cookie header, the browser
 * writes `document.cookie`. Values are URI-encoded; each cookie is limited to the app's path.
 */
export function createCookieStorage(
  options: { cookie?: () => string; maxAgeSeconds?: number } = {},
): KitStorage {
  const read = options.cookie ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const maxAge = options.maxAgeSeconds ?? 60 * 60 * 24 * 30;
  const write = (key: string, value: string, age: number) => {
    if (typeof document === 'undefined') return;
    // The kit's items include the SIWX session token: on an https page it must never travel over http.
    // Not on http pages (local development), where a browser would refuse to store a Secure cookie.
    const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: cookie storage is the point of this adapter
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; max-age=${age}; samesite=lax${secure}`;
  };
  return {
    getItem(key) {
      const wanted = encodeURIComponent(key);
      for (const part of read().split(';')) {
        const [name, ...rest] = part.trim().split('=');
        if (name !== wanted) continue;
        const value = decodeCookieValue(rest.join('='));
        if (value !== null) return value;
      }
      return null;
    },
    setItem: (key, value) => write(key, value, maxAge),
    removeItem: (key) => write(key, '', 0),
  };
}
