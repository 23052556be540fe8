import { useEffect, useState } from 'react';

/**
 * True once `waiting` has lasted `ms` for the same `key`; a new key (another network or account) or
 * the wait ending starts over. A view shows its loading state until then, so a read that never
 * answers (a failed one is toasted by the runtime) ends in the empty state rather than a skeleton forever.
 */
export function useWaitOver(key: string, waiting: boolean, ms: number): boolean {
  const [overFor, setOverFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setOverFor(key), ms);
    return () => clearTimeout(timer);
  }, [key, waiting, ms]);
  return waiting && overFor === key;
}
