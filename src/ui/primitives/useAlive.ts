import { useEffect, useRef } from 'react';

/**
 * A ref that is true while the component is mounted, so an answer arriving after the user left the
 * view (or after the modal closed on success) changes nothing. Set again on every mount because
 * StrictMode unmounts and remounts once.
 */
export function useAlive() {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return alive;
}
