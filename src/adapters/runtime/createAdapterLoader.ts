import { AdapterNotFoundError } from '../../core/errors/connectionErrors';
import type { ChainNamespace } from '../../core/namespaces';
import type { AdapterDescriptor, AdapterOptions, ChainAdapter } from '../ChainAdapter';

// The chain adapters of one kit's wallet runtime: each namespace's implementation is fetched on first
// use, once, and disposed with the kit. Disposal reaches only what was loaded or is loading, so a kit
// never fetches an adapter chunk just to dispose it; an adapter holding connections (Polkadot's
// websockets) closes them then.

/** An adapter that holds something open (connections, timers) and can release it. */
interface DisposableAdapter {
  dispose?: () => unknown;
}

/** Calls the adapter's `dispose` when it has one; a dispose that throws or rejects is swallowed. */
function disposeAdapter(adapter: ChainAdapter): void {
  const { dispose } = adapter as ChainAdapter & DisposableAdapter;
  if (typeof dispose !== 'function') return;
  try {
    void Promise.resolve(dispose.call(adapter)).catch(() => undefined);
  } catch {
    // The kit is going away: nothing can be shown or retried, and destroy() never throws.
  }
}

/** Loads each namespace's adapter on first use; `disposeAdapters` releases them all, once. */
export function createAdapterLoader(
  descriptors: readonly AdapterDescriptor[],
  adapterOptions: () => AdapterOptions,
) {
  const loaded = new Map<ChainNamespace, Promise<ChainAdapter>>();
  let disposed = false;
  /** Adapters already disposed: one loading when the kit went away is reached twice, disposed once. */
  const released = new WeakSet<ChainAdapter>();
  const release = (adapter: ChainAdapter) => {
    if (released.has(adapter)) return;
    released.add(adapter);
    disposeAdapter(adapter);
  };

  const loadAdapter = (namespace: ChainNamespace): Promise<ChainAdapter> => {
    let promise = loaded.get(namespace);
    if (!promise) {
      const descriptor = descriptors.find((d) => d.namespace === namespace && d.load);
      if (!descriptor?.load) return Promise.reject(new AdapterNotFoundError());
      promise = descriptor.load().then((module) => {
        const adapter = module.default(adapterOptions());
        // Asked for after the kit was destroyed: it must not keep a connection open either.
        if (disposed) release(adapter);
        return adapter;
      });
      // A failed chunk is retried on the next call.
      promise.catch(() => loaded.delete(namespace));
      loaded.set(namespace, promise);
    }
    return promise;
  };

  /** Disposes every adapter loaded or still loading (that one as it arrives); a second call does nothing. */
  const disposeAdapters = () => {
    if (disposed) return;
    disposed = true;
    for (const promise of loaded.values()) void promise.then(release, () => undefined);
  };

  return { loadAdapter, disposeAdapters };
}
