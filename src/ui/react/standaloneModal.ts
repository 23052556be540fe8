import type { AppKit } from '../../kit/createAppKit';
import { hasModalHost, markModalShown, subscribePageKits } from '../../kit/pageKits';
import type { RootState } from '../../store/createKitStore';
import { mountStandaloneModal } from './mountStandaloneModal';
import { selectLayerWanted } from './selectLayerWanted';

// The watcher and the root it mounts travel together (in PageKitScope.tsx's chunk): `portico/elements` arms page
// kits with this once an element renders (React is on the page by then), and `portico/react` fetches it
// in the one no-provider chunk. `loadRoot` stays a function so the root mounts only when the modal, a
// toast or an alert has to show.
// A namespace object here would make esbuild share its `__export` helper as a start-up chunk of its own.
const loadRoot = () => Promise.resolve({ mountStandaloneModal });

const armed = new WeakSet<AppKit>();

/**
 * Watches `kit` and, whenever its modal layer is wanted while no `<AppKitProvider>` or `<AppKitModal>`
 * of it is mounted, mounts the kit's one standalone root (a div appended to body rendering the modal
 * host). A provider mounted later takes over: the root is removed, so there are never two modals.
 * Idempotent; the root goes with `kit.destroy()`. `openedFrom`: where focus was when a modal that is
 * already open was opened (focus returns there when it closes).
 */
export function armStandaloneModal(kit: AppKit, openedFrom: Element | null = null): void {
  if (armed.has(kit) || typeof document === 'undefined') return;
  armed.add(kit);
  markModalShown(kit);
  let unmount: (() => void) | undefined;
  let loading = false;
  let disposed = false;
  let wasOpen = (kit.store.getState() as RootState).modal.open;
  // Already open when armed (an open fetched this watcher, or came while it loaded): the element the
  // open came from, as the caller saw it, else the focused one (no modal has been drawn to take focus).
  let opener: Element | null = wasOpen ? (openedFrom ?? document.activeElement) : null;

  const update = () => {
    const state = kit.store.getState() as RootState;
    // The element that had focus when the modal opened (the clicked button), for focus to return to.
    if (state.modal.open && !wasOpen) opener = document.activeElement;
    wasOpen = state.modal.open;
    if (disposed) return;
    if (hasModalHost(kit)) {
      unmount?.();
      unmount = undefined;
      return;
    }
    if (unmount || loading || !selectLayerWanted(state)) return;
    loading = true;
    loadRoot().then(
      ({ mountStandaloneModal }) => {
        loading = false;
        if (!disposed && !unmount && !hasModalHost(kit)) unmount = mountStandaloneModal(kit, opener);
      },
      (error: unknown) => {
        loading = false;
        // Without its chunk the modal cannot show; close it so the app is not stuck "open".
        console.error('[portico] the modal could not be loaded; it will be retried on the next open', error);
        kit.close();
      },
    );
  };

  const stopStore = kit.store.subscribe(update);
  const stopPage = subscribePageKits(update);
  kit.services.onDispose(() => {
    disposed = true;
    stopStore();
    stopPage();
    unmount?.();
  });
  update();
}
