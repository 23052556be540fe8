import { useEffect, useState } from 'react';
import { cachedShippedLogo, loadShippedLogo, shippedLogoRef } from './shippedLogo';

/** What an image component should load for a URL: `url` (undefined: none) once `pending` is over. */
export interface ImageSource {
  url: string | undefined;
  /** A shipped logo's module is still loading. */
  pending: boolean;
}

/**
 * The URL to put in an `<img>` for `src`: a shipped logo's data URL in place of the API image it
 * names (SPEC order: host override > the wallet's own icon > shipped logo > API image > initials; the
 * first two never name an API image, so they pass through), the API image when the shipped module fails
 * and the host chose that API, else nothing (initials). Any other URL is returned as given.
 */
export function useShippedLogo(src: string | undefined): ImageSource {
  const ref = shippedLogoRef(src);
  const key = ref?.key;
  const fallback = ref?.fallback;
  const [settled, setSettled] = useState<{ key: string; url: string | undefined } | undefined>(undefined);

  useEffect(() => {
    if (!key || cachedShippedLogo(key)) return;
    let current = true;
    void loadShippedLogo(key).then((url) => {
      if (current) setSettled({ key, url: url ?? fallback });
    });
    return () => {
      current = false;
    };
  }, [key, fallback]);

  if (!key) return { url: src, pending: false };
  const cached = cachedShippedLogo(key);
  if (cached) return { url: cached, pending: false };
  return settled?.key === key ? { url: settled.url, pending: false } : { url: undefined, pending: true };
}
