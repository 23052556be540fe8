import { useEffect, useState } from 'react';

/**
 * Whole seconds since `since` (ms since epoch), re-read once a second while there is a time to count
 * from: the quote's age ticks on screen without the store changing.
 */
export function useSecondsSince(since: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === undefined ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}
