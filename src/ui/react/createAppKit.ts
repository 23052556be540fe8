import type { CreateAppKitOptions } from '../../kit/appKitOptions';
import { type AppKit, createAppKit as createCoreAppKit } from '../../kit/createAppKit';
import { markModalShown } from '../../kit/pageKits';
import type { RootState } from '../../store/createKitStore';
import { afterFirstPaint } from '../../store/persistence/afterFirstPaint';
import { requestStandaloneModal } from './requestStandaloneModal';
import { selectLayerWanted } from './selectLayerWanted';

/**
 * `portico/react`'s `createAppKit` (AppKit's `@reown/appkit/react` import): the kit of `portico`'s
 * `createAppKit`, which also draws its own modal when the page has no `<AppKitProvider>` for it, so
 * `open()`, the hooks and the components need nothing else. A provider mounted for it takes over.
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const kit = createCoreAppKit(options);
  if (typeof document === 'undefined') return kit;
  markModalShown(kit);
  // The root's watcher is fetched off the start-up path, once the page has painted (as the kit's other
  // deferred chunks), or at once if the modal, a toast or an alert is wanted before that.
  let requested = false;
  const request = (openedFrom: Element | null = null) => {
    if (requested) return;
    requested = true;
    stop();
    requestStandaloneModal(kit, openedFrom);
  };
  // Called as the open is dispatched, so focus is still where the open came from (the clicked button).
  const stop = kit.store.subscribe(() => {
    if (selectLayerWanted(kit.store.getState() as RootState)) request(document.activeElement);
  });
  kit.services.onDispose(() => {
    requested = true;
    stop();
  });
  void afterFirstPaint().then(() => request());
  return kit;
}
