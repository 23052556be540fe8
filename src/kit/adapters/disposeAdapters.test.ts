import { deferred } from '../../../test/deferred';
import type { AdapterDescriptor, ChainAdapter } from '../../adapters/ChainAdapter';
import type { ChainNamespace } from '../../core/namespaces';
import { ethereum } from '../../core/networks/chains/evm';
import { solana } from '../../core/networks/chains/solana';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { type AppKit, createAppKit } from '../createAppKit';

// Issue 27 Deliver 7: a kit's adapters go with it. `kit.destroy()` calls `dispose()` of each adapter
// that was loaded (the Polkadot adapter closes its websockets there), once, and never fetches an
// adapter chunk only to dispose it.

interface StubOptions {
  /** What the stub's dispose does; without it the stub has no dispose (as the EVM adapters). */
  dispose?: () => unknown;
  /** Holds the chunk back until it resolves (an adapter still loading when the kit goes). */
  gate?: Promise<void>;
}

/** A stub adapter descriptor (no chain, no wallet: nothing here talks to one) that counts its loads. */
function stubAdapter(namespace: ChainNamespace, options: StubOptions = {}) {
  const counts = { loads: 0, disposals: 0 };
  const adapter = { namespace, library: 'stub' } as ChainAdapter & { dispose?: () => unknown };
  if (options.dispose) {
    const dispose = options.dispose;
    adapter.dispose = () => {
      counts.disposals++;
      return dispose();
    };
  }
  const descriptor: AdapterDescriptor = {
    namespace,
    library: 'stub',
    load: async () => {
      counts.loads++;
      await options.gate;
      return { default: () => adapter };
    },
  };
  return { descriptor, adapter, counts };
}

const kits: AppKit[] = [];
const makeKit = (adapters: AdapterDescriptor[]) => {
  const kit = createAppKit({
    projectId: 'p1',
    networks: [ethereum, solana],
    storage: createMemoryStorage(),
    features: { analytics: false },
    adapters,
  });
  kits.push(kit);
  return kit;
};
/** Lets every queued callback run (a second, unwanted dispose would have happened by then). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

test('behavior: kit.destroy() disposes a loaded adapter once, even destroyed twice; an adapter never loaded is not loaded to be disposed (stub adapters)', async () => {
  const disposed = deferred<void>();
  const evm = stubAdapter('eip155', { dispose: () => disposed.resolve() });
  const sol = stubAdapter('solana', { dispose: () => undefined });
  const kit = makeKit([evm.descriptor, sol.descriptor]);
  expect(await kit.adapters.loadAdapter('eip155')).toBe(evm.adapter);
  expect(evm.counts.disposals).toBe(0);

  kit.destroy();
  kit.destroy();
  await disposed.promise;
  await settle();
  expect(evm.counts).toEqual({ loads: 1, disposals: 1 });
  expect(sol.counts).toEqual({ loads: 0, disposals: 0 });
});

test('behavior: an adapter still loading when the kit is destroyed is disposed once, as it arrives (stub adapter)', async () => {
  const gate = deferred<void>();
  const evm = stubAdapter('eip155', { dispose: () => undefined, gate: gate.promise });
  const kit = makeKit([evm.descriptor, stubAdapter('solana').descriptor]);
  const loading = kit.adapters.loadAdapter('eip155');
  // The kit's runtime chunk comes first; the adapter's load has started once it asked for it.
  while (evm.counts.loads === 0) await settle();

  kit.destroy();
  expect(evm.counts.disposals).toBe(0);
  gate.resolve();
  expect(await loading).toBe(evm.adapter);
  await settle();
  expect(evm.counts).toEqual({ loads: 1, disposals: 1 });
});

test('behavior: a kit destroyed before any wallet was used loads no adapter (stub adapters)', async () => {
  const evm = stubAdapter('eip155', { dispose: () => undefined });
  const sol = stubAdapter('solana', { dispose: () => undefined });
  const kit = makeKit([evm.descriptor, sol.descriptor]);
  await kit.ready;
  kit.destroy();
  await settle();
  expect([evm.counts, sol.counts]).toEqual([
    { loads: 0, disposals: 0 },
    { loads: 0, disposals: 0 },
  ]);
});

test('error: a dispose that throws or rejects neither makes destroy() throw nor stops the other adapters; one without dispose is fine (stub adapters)', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const evm = stubAdapter('eip155', {
      dispose: () => {
        throw new TypeError('stub dispose throws');
      },
    });
    const sol = stubAdapter('solana', {
      dispose: () => Promise.reject(new TypeError('stub dispose rejects')),
    });
    const kit = makeKit([evm.descriptor, sol.descriptor]);
    await Promise.all([kit.adapters.loadAdapter('eip155'), kit.adapters.loadAdapter('solana')]);
    expect(() => kit.destroy()).not.toThrow();
    await settle();
    expect([evm.counts.disposals, sol.counts.disposals]).toEqual([1, 1]);

    const plain = stubAdapter('eip155');
    const other = makeKit([plain.descriptor, stubAdapter('solana').descriptor]);
    await other.adapters.loadAdapter('eip155');
    expect(() => other.destroy()).not.toThrow();
    await settle();
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
