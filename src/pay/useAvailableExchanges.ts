import { useCallback, useEffect, useRef, useState } from 'react';
import { PorticoError, serializeError } from '../core/errors/defineError';
import type { Exchange, GetExchangesParams } from '../plugins/pay/payTypes';
import { getAvailableExchanges } from './pay';
import { usePayKit } from './usePayKit';

/** Options of `useAvailableExchanges`: fetch on mount (default true) and the asset to pay. */
export type UseAvailableExchangesOptions = { shouldFetchOnInit?: boolean } & GetExchangesParams;

/** What `useAvailableExchanges` returns. */
export interface UseAvailableExchangesReturn {
  data: Exchange[] | null;
  isLoading: boolean;
  error: Error | null;
  fetch: (params?: GetExchangesParams) => Promise<void>;
}

/** The exchanges that can pay an asset, fetched on mount (unless told not to) and on `fetch`. */
export function useAvailableExchanges(
  options: UseAvailableExchangesOptions = {},
): UseAvailableExchangesReturn {
  const { payKit } = usePayKit('useAvailableExchanges');
  const { shouldFetchOnInit = true, ...initial } = options;
  const initialParams = useRef(initial);
  const [data, setData] = useState<Exchange[] | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const fetch = useCallback(
    async (params?: GetExchangesParams) => {
      setLoading(true);
      setError(null);
      try {
        const answer = await getAvailableExchanges(params ?? initialParams.current, { kit: payKit });
        if (alive.current) setData(answer.exchanges);
      } catch (cause) {
        if (alive.current) setError(toError(cause));
      } finally {
        if (alive.current) setLoading(false);
      }
    },
    [payKit],
  );
  useEffect(() => {
    if (shouldFetchOnInit) void fetch();
  }, [fetch, shouldFetchOnInit]);
  return { data, isLoading, error, fetch };
}

/** A PayError (plain data) as an Error (a PorticoError keeping its name, code and data). */
export function toError(cause: unknown): Error {
  if (cause instanceof Error) return cause;
  const error = serializeError(cause);
  return new PorticoError({
    name: error.name,
    message: error.message,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.data ? { fields: error.data } : {}),
  });
}
