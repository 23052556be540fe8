import { isSocialReturnUrl } from './socialRedirect';

/** The part of a popup window the watcher uses (a real `Window`, or a test double). */
export interface SocialPopup {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
}

/** What `watchSocialPopup` reports. */
export interface SocialPopupCallbacks {
  /** The popup came back to the app's origin with `code=` or `error=`; it is closed already. */
  onReturn(href: string): void;
  /** The user closed the popup before it came back. */
  onClosed(): void;
}

/** How often the popup is checked; fast enough to feel instant, slow enough to cost nothing. */
export const POPUP_POLL_MS = 500;

/**
 * Polls a login popup until it is back on `origin` with the provider's answer, or closed. Reading the
 * location of a cross-origin window throws while the user is on the provider's pages: that is
 * expected and simply means "not yet". Returns a stop function.
 */
export function watchSocialPopup(popup: SocialPopup, origin: string, callbacks: SocialPopupCallbacks) {
  const timer = setInterval(() => {
    if (popup.closed) {
      clearInterval(timer);
      callbacks.onClosed();
      return;
    }
    let href: string;
    try {
      href = popup.location.href;
    } catch {
      return;
    }
    if (!isSocialReturnUrl(href, origin)) return;
    clearInterval(timer);
    popup.close();
    callbacks.onReturn(href);
  }, POPUP_POLL_MS);
  return () => clearInterval(timer);
}
