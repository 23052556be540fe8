import type { ThemeMode } from '../store/slices/themeSlice';

const QUERY = '(prefers-color-scheme: dark)';

/**
 * Follows the system colour scheme (`prefers-color-scheme`) in a browser: calls `apply` with the
 * current mode now, then on every change. Returns a stop function. On a server, or without
 * `matchMedia`, it does nothing (the mode stays the dark default).
 */
export function followColorScheme(apply: (mode: ThemeMode) => void): () => void {
  const media =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(QUERY)
      : undefined;
  if (!media) return () => undefined;
  const onChange = () => apply(media.matches ? 'dark' : 'light');
  onChange();
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}
