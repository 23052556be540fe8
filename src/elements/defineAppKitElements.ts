// The definitions of AppKit's web components (the `portico/elements` entry, elements.ts, calls them on
// import): only the classes are here; React and the buttons are one chunk fetched when the first
// element connects. Not the entry itself: an entry's own imports bypass the start-up hub
// (scripts/startupChunkPlugin.mjs), and the page registry would split out of `portico`'s start-up chunk.
import type { AppKit } from '../kit/createAppKit';
import { livePageKits, markModalShown, subscribePageKits } from '../kit/pageKits';
import { APPKIT_ELEMENTS, type AppKitElementName, observedAttributes } from './elementAttributes';

const loadRenderer = () => import('./renderElement');

function reportLoadFailure(name: string, error: unknown): void {
  console.error(`[portico] <${name}> could not be loaded`, error);
}

/** The class of one element: each connected element renders its button; a removed one unmounts it. */
function elementClass(name: AppKitElementName): CustomElementConstructor {
  return class AppKitElement extends HTMLElement {
    static observedAttributes = observedAttributes(name);

    connectedCallback() {
      this.update();
    }

    attributeChangedCallback() {
      // Attributes present at upgrade are reported before connectedCallback, which renders them.
      if (this.isConnected) this.update();
    }

    disconnectedCallback() {
      // Moving an element is a disconnect and a connect in one task: only an element still out by the
      // time the renderer answers is unmounted.
      loadRenderer().then(
        (renderer) => this.isConnected || renderer.unmountElement(this),
        () => undefined,
      );
    }

    private update() {
      loadRenderer().then(
        (renderer) => this.isConnected && renderer.renderElement(this, name),
        (error: unknown) => reportLoadFailure(name, error),
      );
    }
  };
}

/**
 * Gives each kit on the page its standalone modal root (as `portico/react`'s `createAppKit` does), so
 * `open()` from the page's own script and the elements' clicks show the modal. Its watcher is a chunk
 * fetched after the page painted; kits created later are armed as they join.
 */
function armPageKits(): void {
  const arm = () => {
    for (const kit of livePageKits() as readonly AppKit[]) {
      markModalShown(kit);
      import('../ui/react/PageKitScope').then(
        ({ armStandaloneModal }) => armStandaloneModal(kit),
        (error: unknown) => reportLoadFailure('appkit modal', error),
      );
    }
  };
  subscribePageKits(arm);
  arm();
}

let defined = false;

/**
 * Defines `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>`,
 * `<appkit-network-button>` and `<appkit-wallet-button>` (`portico/elements` calls it on import). They serve the
 * page's one kit, from whichever `createAppKit` made it, before or after they connect. Idempotent; does
 * nothing on a server. A name another library defined already is left to it.
 */
export function defineAppKitElements(): void {
  if (defined || typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return;
  defined = true;
  for (const name of Object.keys(APPKIT_ELEMENTS) as AppKitElementName[]) {
    if (!customElements.get(name)) customElements.define(name, elementClass(name));
  }
  armPageKits();
}
