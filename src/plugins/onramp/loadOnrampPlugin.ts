import { onrampPlugin } from './onrampPlugin';

/** What `loadOnrampPlugin` needs of a kit (an `AppKit` has it). */
export interface OnrampPluginKit {
  plugins: { load(name: string): Promise<void> };
}

/**
 * Loads the onramp plugin into `kit` and returns its thunks, actions and selectors, for a host that
 * buys without the modal (docs/plugins/onramp.md). They stay in the plugin's lazy chunk.
 */
export async function loadOnrampPlugin(kit: OnrampPluginKit) {
  await kit.plugins.load(onrampPlugin.name);
  const [flow, buy, slice, selectors, popup, network, amounts] = await Promise.all([
    import('./onrampFlow'),
    import('./onrampBuy'),
    import('./onrampSlice'),
    import('./onrampSelectors'),
    import('./onrampPopup'),
    import('./onrampNetwork'),
    import('./onrampAmounts'),
  ]);
  return {
    loadOnrampOptions: flow.loadOnrampOptions,
    typeOnrampAmount: flow.typeOnrampAmount,
    selectOnrampPaymentCurrency: flow.selectOnrampPaymentCurrency,
    selectOnrampPurchaseCurrency: flow.selectOnrampPurchaseCurrency,
    fetchOnrampQuote: flow.fetchOnrampQuote,
    startOnrampBuy: buy.startOnrampBuy,
    followOnrampOrder: buy.followOnrampOrder,
    stopOnrampOrder: buy.stopOnrampOrder,
    onrampReset: slice.onrampReset,
    selectOnramp: selectors.selectOnramp,
    selectOnrampTarget: selectors.selectOnrampTarget,
    selectOnrampTokens: selectors.selectOnrampTokens,
    selectOnrampLimitProblem: selectors.selectOnrampLimitProblem,
    selectOnrampRestrictedRegion: selectors.selectOnrampRestrictedRegion,
    onrampNetworkName: network.onrampNetworkName,
    mockedOnrampQuote: amounts.mockedOnrampQuote,
    ONRAMP_POPUP_SERVICE_ID: popup.ONRAMP_POPUP_SERVICE_ID,
  };
}

/** The thunks, actions and selectors `loadOnrampPlugin` resolves with. */
export type OnrampPluginApi = Awaited<ReturnType<typeof loadOnrampPlugin>>;
