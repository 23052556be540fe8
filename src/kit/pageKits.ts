/** What a kit tells the page registry about itself. */
export interface PageKit {
  /** The kit's storage namespace ('' for the shared `@appkit/` keys). */
  namespace: string;
  /** Closes this kit's modal if it is open. */
  closeModal(): void;
  /** The kit itself, so hooks used outside an `<AppKitProvider>` can find the page's one kit. */
  kit?: unknown;
}

interface PageKits {
  kits: Set<PageKit>;
  /**
   * Kits whose modal something on the page can show (React bindings rendered, a standalone root armed),
   * each with how many `<AppKitProvider>` / `<AppKitModal>` are mounted for it (they draw its modal).
   */
  hosts: WeakMap<object, number>;
  /** Called when a kit joins or leaves, or a kit's hosts change. */
  listeners: Set<() => void>;
}

// One registry per page. It lives on the page's global object and only in browsers: on a server, kits
// of different requests must never see each other (DESIGN §2), so there is nothing to register.
const REGISTRY_KEY = Symbol.for('portico.pageKits');

/**
 * How long an opened modal may wait for something to show it before the console says nothing will (ms):
 * a React tree rendered a task later (hydration, a lazy route) still marks its kit in time.
 */
export const MODAL_NOT_SHOWN_DELAY_MS = 1000;

function pageKits(): PageKits | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  const holder = window as unknown as Record<symbol, PageKits | undefined>;
  holder[REGISTRY_KEY] ??= { kits: new Set(), hosts: new WeakMap(), listeners: new Set() };
  return holder[REGISTRY_KEY];
}

function changed(registry: PageKits): void {
  for (const listener of [...registry.listeners]) listener();
}

/**
 * Registers a kit on the page: warns (through `warn`) when another live kit already uses the same
 * storage namespace, since both would then read and write one visitor's state. Returns the functions
 * the kit calls when its modal opens (closes every other kit's modal: one modal at a time; says in the
 * console when nothing can show this one) and when it is destroyed.
 */
export function registerPageKit(kit: PageKit, warn: (message: string) => void) {
  const registry = pageKits();
  if (!registry) return { modalOpened: () => undefined, unregister: () => undefined };
  // The namespace check is development help. Written as one `find` with no statement-bodied loop:
  // Rollup 4 (Vite 7) once dropped the body of a `for ... of` whose only statement became dead code
  // once NODE_ENV was defined, and took the next statement with it (issue 24; scripts/braceLoopBodies.mjs
  // now guards the whole dist against that).
  const production =
    (globalThis as { process?: { env?: { NODE_ENV?: string } } }).process?.env?.NODE_ENV === 'production';
  const sharing = production
    ? undefined
    : [...registry.kits].find((other) => other.namespace === kit.namespace);
  if (sharing) {
    warn(
      `[portico] two kits on this page share the storage namespace "${kit.namespace || '@appkit/'}": ` +
        'they will share persisted state. Give each its own projectId or storageNamespace.',
    );
  }
  registry.kits.add(kit);
  changed(registry);
  let reported = false;
  return {
    modalOpened() {
      for (const other of registry.kits) {
        if (other === kit) continue;
        // One kit's failure to close must not keep this one from opening, nor hide the failure.
        try {
          other.closeModal();
        } catch (error) {
          console.error("[portico] could not close another kit's modal on this page", error);
        }
      }
      // Issue 24: an opened modal that nothing draws must not be silent. Checked a moment later, and
      // only if the kit is still live with its modal open (a test's kit destroyed by then says nothing).
      // The error is its own chunk: a page that shows its modals never loads it.
      if (reported || !kit.kit) return;
      setTimeout(() => {
        const live = kit.kit as { getState(): { open: boolean } };
        if (reported || !registry.kits.has(kit) || registry.hosts.has(live) || !live.getState().open) return;
        reported = true;
        import('./pageKitErrors').then(
          ({ ModalNotShownError }) => console.error(new ModalNotShownError()),
          console.error,
        );
      }, MODAL_NOT_SHOWN_DELAY_MS);
    },
    unregister() {
      registry.kits.delete(kit);
      changed(registry);
    },
  };
}

/**
 * The kits live on this page (browsers only; always empty on a server), oldest first: hooks used
 * without an `<AppKitProvider>` fall back to the page's kit when there is exactly one.
 */
export function livePageKits(): unknown[] {
  const registry = pageKits();
  if (!registry) return [];
  return [...registry.kits].map((k) => k.kit).filter((kit) => kit !== undefined);
}

/** Calls `listener` whenever a kit joins or leaves the page, or a kit's modal hosts change; returns the unsubscribe. */
export function subscribePageKits(listener: () => void): () => void {
  const registry = pageKits();
  registry?.listeners.add(listener);
  return () => registry?.listeners.delete(listener);
}

/** Records that something on the page can show `kit`'s modal, so opening it is not reported as unseen. */
export function markModalShown(kit: object): void {
  const hosts = pageKits()?.hosts;
  if (hosts && !hosts.has(kit)) hosts.set(kit, 0);
}

/**
 * Records a mounted `<AppKitProvider>` or `<AppKitModal>` of `kit` (it draws the kit's modal, so the
 * kit's standalone root stands down); returns the function that withdraws it.
 */
export function addModalHost(kit: object): () => void {
  const registry = pageKits();
  if (!registry) return () => undefined;
  const add = (delta: number) => {
    registry.hosts.set(kit, (registry.hosts.get(kit) ?? 0) + delta);
    changed(registry);
  };
  add(1);
  // Called once, as an effect's cleanup.
  return () => add(-1);
}

/** True while a provider or `<AppKitModal>` of `kit` is mounted on the page. */
export function hasModalHost(kit: object): boolean {
  return (pageKits()?.hosts.get(kit) ?? 0) > 0;
}
