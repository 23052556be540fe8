import { useEffect, useState } from 'react';

/** A search answered within this time shows its result without a spinner first. */
export const SEARCH_SPINNER_DELAY_MS = 400;

/**
 * True once a search has been loading for `SEARCH_SPINNER_DELAY_MS`. A local or cached registry
 * answers in a few milliseconds, and a "Loading wallets" spinner flashed just before "No wallet found"
 * reads as the list breaking; a slow answer still gets its spinner.
 */
export function useSlowSearch(list: { query: string; status: string }): boolean {
  const [slow, setSlow] = useState(false);
  const searching = list.status === 'loading' && list.query !== '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new query starts its own wait
  useEffect(() => {
    setSlow(false);
    if (!searching) return;
    const timer = setTimeout(() => setSlow(true), SEARCH_SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searching, list.query]);
  return slow;
}
