import { swapsPlugin } from './swapsPlugin';

/** What `loadSwapsPlugin` needs of a kit (an `AppKit` has it). */
export interface SwapsPluginKit {
  plugins: { load(name: string): Promise<void> };
}

/**
 * Loads the swaps plugin into `kit` and returns its thunks, actions and selectors, for a host that
 * swaps without the modal (docs/plugins/swaps.md). They stay in the plugin's lazy chunk.
 */
export async function loadSwapsPlugin(kit: SwapsPluginKit) {
  await kit.plugins.load(swapsPlugin.name);
  const [flow, transactions, slice, selectors, step, amount, constants] = await Promise.all([
    import('./swapFlow'),
    import('./swapTransactions'),
    import('./swapsSlice'),
    import('./swapSelectors'),
    import('./swapButtonStep'),
    import('./swapAmountInput'),
    import('./swapConstants'),
  ]);
  return {
    loadSwapTokens: flow.loadSwapTokens,
    fetchSwapQuote: flow.fetchSwapQuote,
    readSwapAllowance: flow.readSwapAllowance,
    setSwapMaxAmount: flow.setSwapMaxAmount,
    switchSwapDirection: flow.switchSwapDirection,
    approveSwap: transactions.approveSwap,
    executeSwap: transactions.executeSwap,
    typeSwapAmount: amount.typeSwapAmount,
    swapFromTokenSelected: slice.swapFromTokenSelected,
    swapToTokenSelected: slice.swapToTokenSelected,
    swapAmountTyped: slice.swapAmountTyped,
    swapDirectionSwitched: slice.swapDirectionSwitched,
    swapQuoteWatchStarted: slice.swapQuoteWatchStarted,
    swapQuoteWatchStopped: slice.swapQuoteWatchStopped,
    swapsReset: slice.swapsReset,
    selectSwaps: selectors.selectSwaps,
    selectSwapTokens: selectors.selectSwapTokens,
    selectSwapTarget: selectors.selectSwapTarget,
    selectSwapPreview: selectors.selectSwapPreview,
    selectSwapButtonStep: step.selectSwapButtonStep,
    SWAP_QUOTE_REFRESH_MS: constants.SWAP_QUOTE_REFRESH_MS,
    SWAP_PRICE_IMPACT_WARNING: constants.SWAP_PRICE_IMPACT_WARNING,
    SWAP_PRICE_IMPACT_LIMIT: constants.SWAP_PRICE_IMPACT_LIMIT,
  };
}

/** The thunks, actions and selectors `loadSwapsPlugin` resolves with. */
export type SwapsPluginApi = Awaited<ReturnType<typeof loadSwapsPlugin>>;
