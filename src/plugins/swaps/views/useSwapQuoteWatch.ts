import { useEffect } from 'react';
import { useKitDispatch } from '../../../store/react/kitHooks';
import { swapQuoteWatchStarted, swapQuoteWatchStopped } from '../swapsSlice';

/**
 * Keeps the swap quote fresh while the calling view is mounted: the plugin's listener refreshes it
 * every SWAP_QUOTE_REFRESH_MS while any view watches, and stops when the last one unmounts.
 */
export function useSwapQuoteWatch(): void {
  const dispatch = useKitDispatch();
  useEffect(() => {
    dispatch(swapQuoteWatchStarted());
    return () => {
      dispatch(swapQuoteWatchStopped());
    };
  }, [dispatch]);
}
