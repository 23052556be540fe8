import { useCallback, useEffect, useRef, useState } from 'react';
import { PAY_POLL_INTERVAL_MS } from '../plugins/pay/payConstants';
import type { ExchangeBuyStatus } from '../plugins/pay/payTypes';
import { getExchangeBuyStatus } from './pay';
import { toError } from './useAvailableExchanges';
import { usePayKit } from './usePayKit';

/** Parameters of `useExchangeBuyStatus`. */
export interface UseExchangeBuyStatusParameters {
  exchangeId: string;
  /** The payment id `getPayUrl` answered. */
  sessionId: string;
  /** Poll interval (ms; default 3000, as AppKit). */
  pollingInterval?: number;
  /** Polls only while true (default true). */
  isEnabled?: boolean;
  onSuccess?: (txHash?: string) => void;
  onError?: (error: Error | string) => void;
}

/** What `useExchangeBuyStatus` returns. */
export interface UseExchangeBuyStatusReturn {
  data: ExchangeBuyStatus | null;
  isLoading: boolean;
  error: Error | null;
  refetch: () => Promise<void>;
}

/**
 * Polls payment `sessionId` every `pollingInterval` ms while enabled, until SUCCESS (`onSuccess` with
 * the transaction) or FAILED (`onError`). A failed read is reported as `error` and polling goes on.
 */
export function useExchangeBuyStatus(parameters: UseExchangeBuyStatusParameters): UseExchangeBuyStatusReturn {
  const { payKit } = usePayKit('useExchangeBuyStatus');
  const { exchangeId, sessionId, pollingInterval = PAY_POLL_INTERVAL_MS, isEnabled = true } = parameters;
  const callbacks = useRef(parameters);
  callbacks.current = parameters;
  const [data, setData] = useState<ExchangeBuyStatus | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  /** Reads the status once; true when it is final. */
  const read = useCallback(async (): Promise<boolean> => {
    setLoading(true);
    try {
      const answer = await getExchangeBuyStatus(exchangeId, sessionId, { kit: payKit });
      if (!alive.current) return true;
      setData(answer);
      setError(null);
      if (answer.status === 'SUCCESS') callbacks.current.onSuccess?.(answer.txHash);
      if (answer.status === 'FAILED') callbacks.current.onError?.('Payment failed');
      return answer.status !== 'IN_PROGRESS';
    } catch (cause) {
      if (alive.current) setError(toError(cause));
      return false;
    } finally {
      if (alive.current) setLoading(false);
    }
  }, [exchangeId, sessionId, payKit]);
  useEffect(() => {
    if (!isEnabled || !sessionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const final = await read();
      if (!stopped && !final) timer = setTimeout(() => void tick(), pollingInterval);
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [read, isEnabled, sessionId, pollingInterval]);
  const refetch = useCallback(async () => {
    await read();
  }, [read]);
  return { data, isLoading, error, refetch };
}
