/** @jest-environment jsdom */
import { ethereum } from '../core/networks/chains/evm';
import { createMemoryStorage, type KitStorage } from '../store/persistence/kitStorage';
import { connectionSlice } from '../store/slices/connectionSlice';
import { type AppKit, createAppKit } from './createAppKit';

// Two kits on one page share one localStorage (here one memory storage): they must never see each
// other's visitor state, and only one modal may be open at a time.

const kits: AppKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

function kit(storage: KitStorage, projectId: string, warnings: string[] = []): AppKit {
  const created = createAppKit({
    projectId,
    networks: [ethereum],
    storage,
    features: { analytics: false },
    onWarn: (message) => warnings.push(message),
  });
  kits.push(created);
  return created;
}

const status = (k: AppKit) => k.store.getState().connection.status.eip155 ?? 'disconnected';

describe('two kits on one page', () => {
  test('default: connect one, reload, the other stays disconnected', async () => {
    const memory = createMemoryStorage();
    let written: () => void = () => undefined;
    const connectionWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    // Resolves once kit A's connection has been written (redux-persist writes on a later tick).
    const storage = {
      ...memory,
      setItem(key: string, value: string) {
        memory.setItem(key, value);
        if (key.endsWith('/connection') && value.includes('injected')) written();
      },
    };
    const a = kit(storage, 'project-a');
    const b = kit(storage, 'project-b');
    await Promise.all([a.ready, b.ready]);
    a.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'injected' }));
    await connectionWritten;
    for (const k of kits.splice(0)) k.destroy();
    // "Reload": new kits over the same storage.
    const a2 = kit(storage, 'project-a');
    const b2 = kit(storage, 'project-b');
    await Promise.all([a2.ready, b2.ready]);
    expect(status(a2)).toBe('connecting');
    expect(status(b2)).toBe('disconnected');
    expect(Object.keys(memory.dump())).toContain('@appkit/p-project-a/connection');
  });

  test('behavior: a stored un-namespaced session moves once to the first kit; the second stays disconnected', async () => {
    const storage = createMemoryStorage({
      '@appkit/connection': JSON.stringify({ connectorIds: JSON.stringify({ eip155: 'injected' }) }),
    });
    const a = kit(storage, 'project-a');
    await a.ready;
    const b = kit(storage, 'project-b');
    await b.ready;
    expect(status(a)).toBe('connecting');
    expect(status(b)).toBe('disconnected');
    expect(storage.dump()['@appkit/connection']).toBeUndefined();
    expect(storage.dump()['@appkit/p-project-a/connection']).toContain('injected');
  });

  test('behavior: opening one kit modal closes the other', async () => {
    const storage = createMemoryStorage();
    const a = kit(storage, 'project-a');
    const b = kit(storage, 'project-b');
    await a.open();
    expect(a.getState().open).toBe(true);
    await b.open();
    expect(b.getState().open).toBe(true);
    expect(a.getState().open).toBe(false);
  });

  test('error: two kits sharing a namespace, or a kit without projectId, warn through onWarn', () => {
    const storage = createMemoryStorage();
    const warnings: string[] = [];
    kit(storage, 'same');
    kit(storage, 'same', warnings);
    expect(warnings).toEqual([expect.stringContaining('share the storage namespace "p-same"')]);
    const none: string[] = [];
    kit(storage, '', none);
    expect(none).toContain(
      '[portico] no projectId or storageNamespace: this kit uses the shared @appkit/ storage keys',
    );
  });
});
