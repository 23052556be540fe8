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

/** One attempt: its number, what it ends with, and whether it has ended. */
interface Attempt {
  attempt: number;
  promise: Promise<ConnectOutcome>;
  settled: boolean;
}

/**
 * Runs `connect` once per attempt (also under StrictMode's double effects) and reports its outcome;
 * `retry` starts a new attempt, also while one is pending (issue 22, as AppKit's "Try again"). Only the
 * newest attempt speaks: a superseded one's late answer never replaces the retry's outcome (an
 * approval still connects through the store). A wallet that refuses the retry because the first
 * request is still open (-32002, "already pending") keeps one request: the retry waits for that one's
 * answer instead of failing. A missing `connect` is reported as `unavailable` without calling anything.
 */
export function useConnectAttempt(
  connect: (() => Promise<void>) | undefined,
  unansweredAfterMs: number = CONNECT_UNANSWERED_MS,
) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<ConnectOutcome>({ status: 'connecting' });
  const running = useRef<Attempt | null>(null);
  const connectRef = useRef(connect);
  connectRef.current = connect;

  useEffect(() => {
    if (running.current?.attempt !== attempt)
      running.current = start(attempt, connectRef.current, running.current);
    let active = true;
    setOutcome({ status: 'connecting' });
    // A wallet that never answers leaves the request open; after a while the view says so and offers
    // a new attempt. A late answer still counts: an approval connects through the store as usual.
    const unanswered = setTimeout(
      () => active && setOutcome({ status: 'error', reason: 'unanswered' }),
      unansweredAfterMs,
    );
    // `active` is false once a retry (or unmount) replaced this attempt: its answer is dropped here.
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

/** Asks the wallet for attempt `attempt`; `previous` is the attempt it replaces, if any. */
function start(attempt: number, run: (() => Promise<void>) | undefined, previous: Attempt | null): Attempt {
  const pending = previous && !previous.settled ? previous.promise : undefined;
  const promise: Promise<ConnectOutcome> = run
    ? run().then(
        (): ConnectOutcome => ({ status: 'connected' }),
        (error: unknown): ConnectOutcome | Promise<ConnectOutcome> => {
          const kind = classifyRpcError(error).kind;
          if (pending && kind === 'resourceUnavailable') return pending;
          return { status: 'error', reason: kind === 'userRejected' ? 'declined' : 'failed' };
        },
      )
    : Promise.resolve({ status: 'error', reason: 'unavailable' });
  const entry: Attempt = { attempt, promise, settled: false };
  void promise.then(() => {
    entry.settled = true;
  });
  return entry;
}
