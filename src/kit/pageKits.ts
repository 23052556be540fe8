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
}

// One registry per page. It lives on the page's global object and only in browsers: on a server, kits
// of different requests must never see each other (DESIGN §2), so there is nothing to register.
const REGISTRY_KEY = Symbol.for('portico.pageKits');

function pageKits(): PageKits | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  const holder = window as unknown as Record<symbol, PageKits | undefined>;
  holder[REGISTRY_KEY] ??= { kits: new Set() };
  return holder[REGISTRY_KEY];
}

/**
 * Registers a kit on the page: warns (through `warn`) when another live kit already uses the same
 * storage namespace, since both would then read and write one visitor's state. Returns the functions
 * the kit calls when its modal opens (closes every other kit's modal: one modal at a time) and when it
 * is destroyed.
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
    },
    unregister() {
      registry.kits.delete(kit);
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
