import { useEffect, useRef, useState } from 'react';
import { classifyRpcError } from '../../core/rpcErrors';

/** Where a connection attempt stands; errors are kinds, never the raw error object. */
export type ConnectOutcome =
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'error'; reason: 'declined' | 'failed' | 'unavailable' | 'unanswered' };

/**
 * How long a wallet may leave a connect request unanswered before the view offers Retry and a hint
 * (issue 11; SPEC is silent). Long enough to unlock a wallet and read its prompt.
 */
export const CONNECT_UNANSWERED_MS = 30_000;

/**
 * Runs `connect` once per attempt (also under StrictMode's double effects) and reports its outcome;
 * `retry` starts a new attempt. A missing `connect` is reported as `unavailable` without calling anything.
 */
export function useConnectAttempt(
  connect: (() => Promise<void>) | undefined,
  unansweredAfterMs: number = CONNECT_UNANSWERED_MS,
) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<ConnectOutcome>({ status: 'connecting' });
  const running = useRef<{ attempt: number; promise: Promise<ConnectOutcome> } | null>(null);
  const connectRef = useRef(connect);
  connectRef.current = connect;

  useEffect(() => {
    if (running.current?.attempt !== attempt) {
      const run = connectRef.current;
      const promise: Promise<ConnectOutcome> = run
        ? run().then(
            (): ConnectOutcome => ({ status: 'connected' }),
            (error: unknown): ConnectOutcome => ({
              status: 'error',
              reason: classifyRpcError(error).kind === 'userRejected' ? 'declined' : 'failed',
            }),
          )
        : Promise.resolve({ status: 'error', reason: 'unavailable' });
      running.current = { attempt, promise };
    }
    let active = true;
    setOutcome({ status: 'connecting' });
    // A wallet that never answers leaves the request open; after a while the view says so and offers
    // a new attempt. A late answer still counts: an approval connects through the store as usual.
    const unanswered = setTimeout(
      () => active && setOutcome({ status: 'error', reason: 'unanswered' }),
      unansweredAfterMs,
    );
    running.current.promise.then((result) => {
      clearTimeout(unanswered);
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
      clearTimeout(unanswered);
    };
  }, [attempt, unansweredAfterMs]);

  return { outcome, retry: () => setAttempt((n) => n + 1) };
}
