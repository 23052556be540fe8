import type { KitStore, RootState } from '../store/createKitStore';

/**
 * AppKit's `debug`: every alert the kit raises (invalid project id, API rejections, ...) is also
 * reported through `warn` with its id, so a developer sees it in the console even when the modal is
 * closed. Returns the unsubscribe function.
 */
export function reportAlerts(store: KitStore['store'], warn: (message: string) => void): () => void {
  let last = (store.getState() as RootState).alerts.current;
  if (last) warn(`[portico] alert ${last.id}: ${last.message}`);
  return store.subscribe(() => {
    const current = (store.getState() as RootState).alerts.current;
    if (current && current !== last) warn(`[portico] alert ${current.id}: ${current.message}`);
    last = current;
  });
}
