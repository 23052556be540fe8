import { useEffect, useRef, useState } from 'react';
import { classifyRpcError } from '../../core/rpcErrors';

/** Where a connection attempt stands; errors are kinds, never the raw error object. */
export type ConnectOutcome =
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'error'; reason: 'declined' | 'failed' | 'unavailable' };

/**
 * Runs `connect` once per attempt (also under StrictMode's double effects) and reports its outcome;
 * `retry` starts a new attempt. A missing `connect` is reported as `unavailable` without calling anything.
 */
export function useConnectAttempt(connect: (() => Promise<void>) | undefined) {
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
    running.current.promise.then((result) => active && setOutcome(result));
    return () => {
      active = false;
    };
  }, [attempt]);

  return { outcome, retry: () => setAttempt((n) => n + 1) };
}
