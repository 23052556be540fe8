import { useEffect } from 'react';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation, useViewParam } from '../../../store/react/navigationHooks';
import { loadSwapTokens } from '../swapFlow';
import { selectSwaps, selectSwapTokens } from '../swapSelectors';
import { swapFromTokenSelected, swapToTokenSelected } from '../swapsSlice';
import type { SwapToken } from '../swapTypes';
import { SwapTokenList } from './SwapTokenList';

/**
 * SwapSelectToken: the picker for one side of the Swap form (view data `side`: 'from', else 'to').
 * Picking dispatches the side's choice (the other side's token swaps sides, swapsSlice.ts) and goes
 * back to the form.
 */
export function SwapSelectTokenView() {
  const dispatch = useKitDispatch();
  const { back } = useNavigation();
  const side = useViewParam('side') === 'from' ? 'from' : 'to';
  const swaps = useKitSelector(selectSwaps);
  const tokens = useKitSelector(selectSwapTokens);
  const status = swaps?.tokensStatus;
  useEffect(() => {
    // Opened on its own (a host's `open({ view: 'SwapSelectToken' })`), the list may not be read yet.
    if (status === 'idle') void dispatch(loadSwapTokens());
  }, [dispatch, status]);
  const current = side === 'from' ? swaps?.fromToken : swaps?.toToken;
  const select = (token: SwapToken) => {
    dispatch(side === 'from' ? swapFromTokenSelected(token) : swapToTokenSelected(token));
    back();
  };
  return (
    <SwapTokenList
      tokens={tokens}
      selectedId={current?.id}
      loading={status === 'loading' || status === 'idle'}
      onSelect={select}
    />
  );
}
