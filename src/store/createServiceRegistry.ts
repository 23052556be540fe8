/**
 * Per-kit home for everything that is not serialisable: providers, SDK clients, sockets, iframes,
 * callbacks and timers (DESIGN §2). The store refers to these by id, e.g. `connector:injected`.
 */
export interface ServiceRegistry {
  get<T>(id: string): T | undefined;
  set<T>(id: string, value: T): void;
  delete(id: string): void;
  has(id: string): boolean;
  /** Runs `fn` when the kit is destroyed (clear timers, close sockets). */
  onDispose(fn: () => void): () => void;
  /** A setTimeout whose handle is released when it fires or the kit is destroyed. */
  setTimeout(fn: () => void, ms: number): () => void;
  dispose(): void;
}

/** Creates an empty registry; one per kit. */
export function createServiceRegistry(): ServiceRegistry {
  const services = new Map<string, unknown>();
  const disposers = new Set<() => void>();
  const registry: ServiceRegistry = {
    get: <T>(id: string) => services.get(id) as T | undefined,
    set: (id, value) => void services.set(id, value),
    delete: (id) => void services.delete(id),
    has: (id) => services.has(id),
    onDispose(fn) {
      disposers.add(fn);
      return () => void disposers.delete(fn);
    },
    setTimeout(fn, ms) {
      const handle = globalThis.setTimeout(() => {
        release();
        fn();
      }, ms);
      const cancel = () => globalThis.clearTimeout(handle);
      const release = registry.onDispose(cancel);
      return () => {
        cancel();
        release();
      };
    },
    dispose() {
      for (const fn of [...disposers]) fn();
      disposers.clear();
      services.clear();
    },
  };
  return registry;
}
