import type { ServiceRegistry } from '../../store/createServiceRegistry';

// The provider window. A browser lets a page open a window only within the user's click, and the buy
// URL arrives after an API call: so a blank window is opened in the click and sent to the URL once it
// is back. A test (or a host with its own window policy) registers its own opener under
// ONRAMP_POPUP_SERVICE_ID.

/** What the flow needs of an opened window. */
export interface OnrampPopup {
  readonly closed: boolean;
  /** Sends the window to `url`. */
  navigate(url: string): void;
  close(): void;
}

/** Opens the provider window; null when the browser blocked it. */
export interface OnrampPopupOpener {
  open(): OnrampPopup | null;
}

/** Service id of the popup opener. */
export const ONRAMP_POPUP_SERVICE_ID = 'onramp:popupOpener';
/** Service id of the window opened for the buy under way. */
export const ONRAMP_POPUP_ID = 'onramp:popup';

const FEATURES = 'popup,width=480,height=720';

/** The browser's opener: `window.open` of a blank window, cut from this page once opened. */
export const browserPopupOpener: OnrampPopupOpener = {
  open() {
    if (typeof window === 'undefined' || typeof window.open !== 'function') return null;
    let opened: Window | null;
    try {
      opened = window.open('about:blank', 'portico-onramp', FEATURES);
    } catch {
      return null;
    }
    if (!opened) return null;
    // Not `noopener` in the features (window.open would then return null): cut the link here instead,
    // so the provider's page cannot reach this one.
    try {
      opened.opener = null;
    } catch {
      // Some browsers refuse the write; the window is still usable.
    }
    const win = opened;
    return {
      get closed() {
        return win.closed;
      },
      navigate(url) {
        win.location.href = url;
      },
      close() {
        win.close();
      },
    };
  },
};

/** The kit's popup opener (a registered one, else the browser's). */
export function popupOpener(services: ServiceRegistry): OnrampPopupOpener {
  const registered = services.get<OnrampPopupOpener>(ONRAMP_POPUP_SERVICE_ID);
  return typeof registered?.open === 'function' ? registered : browserPopupOpener;
}
