import type { AppKit } from 'portico';

/**
 * Keeps the page's colour scheme on the kit's theme mode, as a host app following its wallet kit would:
 * the demo's own styles are system colours (Canvas, CanvasText), so the page turns dark with the modal
 * instead of staying light behind a dark modal. Returns the function that stops following.
 */
export function followKitTheme(
  kit: Pick<AppKit, 'getState' | 'subscribeState'>,
  root: HTMLElement,
): () => void {
  const apply = (mode: 'dark' | 'light') => {
    root.style.colorScheme = mode;
    root.dataset.theme = mode;
  };
  apply(kit.getState().themeMode);
  return kit.subscribeState((state) => apply(state.themeMode));
}
