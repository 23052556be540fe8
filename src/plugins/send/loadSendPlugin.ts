import { sendPlugin } from './sendPlugin';

/** What `loadSendPlugin` needs of a kit (an `AppKit` has it). */
export interface SendPluginKit {
  plugins: { load(name: string): Promise<void> };
}

/**
 * Loads the send plugin into `kit` and returns its thunks, actions and selectors, for a host that
 * sends without the modal (docs/plugins/send.md). They stay in the plugin's lazy chunk.
 */
export async function loadSendPlugin(kit: SendPluginKit) {
  await kit.plugins.load(sendPlugin.name);
  const [flow, fee, receiver, slice, selectors, validation, step, amount, check, family] = await Promise.all([
    import('./sendFlow'),
    import('./estimateSendFee'),
    import('./resolveReceiver'),
    import('./sendSlice'),
    import('./sendSelectors'),
    import('./validateSend'),
    import('./sendButtonStep'),
    import('./amountInput'),
    import('./checkSendFields'),
    import('./familyFees'),
  ]);
  return {
    loadSendTokens: flow.loadSendTokens,
    setMaxAmount: flow.setMaxAmount,
    reviewSend: flow.reviewSend,
    sendTransfer: flow.sendTransfer,
    estimateSendFee: fee.estimateSendFee,
    resolveReceiver: receiver.resolveReceiver,
    sendTokenSelected: slice.sendTokenSelected,
    sendAmountChanged: slice.sendAmountChanged,
    typeSendAmount: amount.typeSendAmount,
    checkSendFields: check.checkSendFields,
    sendReceiverChanged: slice.sendReceiverChanged,
    sendReset: slice.sendReset,
    // Issue 27: Bitcoin's fee rate, Cosmos's memo, Polkadot's existential deposit choices.
    loadFeeRates: family.loadFeeRates,
    sendFeeRateChosen: slice.sendFeeRateChosen,
    sendCustomFeeRateChanged: slice.sendCustomFeeRateChanged,
    sendMemoChanged: slice.sendMemoChanged,
    resolveDepositShortfall: flow.resolveDepositShortfall,
    selectSend: selectors.selectSend,
    selectSendButtonStep: step.selectSendButtonStep,
    validateSend: validation.validateSend,
  };
}

/** The thunks, actions and selectors `loadSendPlugin` resolves with. */
export type SendPluginApi = Awaited<ReturnType<typeof loadSendPlugin>>;
