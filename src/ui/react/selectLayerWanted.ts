import type { RootState } from '../../store/createKitStore';

/**
 * The modal layer is needed once anything it draws is showing: the modal, a toast or an alert. Its own
 * file, free of React: the standalone root's watcher (standaloneModal.ts) reads it too, and
 * `portico/elements` loads that watcher before React.
 */
export const selectLayerWanted = (s: RootState) =>
  s.modal.open || s.notifications.open || s.alerts.current !== null;
