import { createSelector } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';
import { parseAmount } from '../../core/format';
import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { isNameLike, receiverProblem } from './receiverAddress';
import { parseFeeRate } from './sendFeeRate';
import { selectSend, selectSendTarget } from './sendSelectors';
import type { SendState } from './sendSlice';
import { MAX_MEMO_LENGTH, memoLength, spendableUnits } from './validateSend';

/**
 * What the Send form still needs, as its main button names it (issue 24: AppKit's labels, in
 * `send.button.{step}` of sendStrings.ts). Only `previewSend` enables the button.
 */
export type SendButtonStep =
  | 'selectToken'
  | 'addAmount'
  | 'invalidAmount'
  | 'insufficientFunds'
  | 'invalidFeeRate'
  | 'addAddress'
  | 'resolvingName'
  | 'invalidAddress'
  | 'memoTooLong'
  | 'previewSend';

/** What the step reads beside the slice: where the send goes (address rules) and how amounts read. */
export interface SendButtonContext {
  namespace?: ChainNamespace;
  locale?: string;
  /** The active network and account (a Bitcoin address family, an SS58 format, a bech32 prefix). */
  network?: Network;
  account?: string;
}

const FIELD_ERRORS = {
  // The existential deposit rule judges the amount (Polkadot; known after the check of the transfer).
  amount: new Set(['SendAmountInvalidError', 'SendAmountExceedsBalanceError', 'SendExistentialDepositError']),
  receiver: new Set(['SendReceiverInvalidError', 'NameNotFoundError', 'ResolveNameError']),
};

/** The last check's problem of `field` (a Review, a name lookup or the check while typing). */
function known(send: SendState, field: 'amount' | 'receiver'): SerializedError | undefined {
  return [send.fieldErrors?.[field], send.error].find(
    (error) => error && FIELD_ERRORS[field].has(error.name),
  );
}

function amountStep(send: SendState, locale: string | undefined): SendButtonStep | undefined {
  const token = send.token;
  const typed = send.sendTokenAmount?.trim();
  if (!token) return 'selectToken';
  if (!typed) return 'addAmount';
  const parsed = parseAmount(typed, token.decimals, locale ? { locale } : {});
  // AppKit: a zero amount is no amount yet (`0.` on the way to `0.5`).
  if (parsed.ok && parsed.value === 0n) return 'addAmount';
  const problem = known(send, 'amount');
  const over = parsed.ok && parsed.value > spendableUnits(token, send.fee);
  if (over || problem?.name === 'SendAmountExceedsBalanceError') return 'insufficientFunds';
  if (!parsed.ok || problem) return 'invalidAmount';
  return undefined;
}

function receiverStep(send: SendState, context: SendButtonContext): SendButtonStep {
  const { namespace } = context;
  const where = {
    ...(context.network ? { network: context.network } : {}),
    ...(context.account ? { sender: context.account } : {}),
  };
  const typed = send.receiverInput?.trim();
  if (!typed && !send.receiverAddress) return 'addAddress';
  if (known(send, 'receiver')) return 'invalidAddress';
  if (send.receiverAddress)
    return receiverProblem(namespace, send.receiverAddress, where) ? 'invalidAddress' : 'previewSend';
  if (typed && !receiverProblem(namespace, typed, where)) return 'previewSend';
  // A name is looked up once typing pauses (sendListeners.ts): until it answers there is no address.
  if (send.resolving || (typed && isNameLike(typed))) return 'resolvingName';
  return 'invalidAddress';
}

/**
 * The button's step for the form as it is, read live in AppKit's order: a token, an amount (none or
 * zero: `addAmount`), whether the balance covers it (for the native token, less the fee once it is
 * known), a receiver, whether it is an address (a name: while it is looked up, `resolvingName`), then
 * `previewSend`. Problems only a check can find (the fee, a name's answer) come from the last check.
 */
export function sendButtonStep(send: SendState | undefined, context: SendButtonContext = {}): SendButtonStep {
  if (!send) return 'selectToken';
  const amount = amountStep(send, context.locale);
  if (amount) return amount;
  // Bitcoin: a custom fee rate out of bounds (the presets are the node's, always valid).
  if (context.namespace === 'bip122' && send.feeRateChoice === 'custom' && !parseFeeRate(send.customFeeRate))
    return 'invalidFeeRate';
  const receiver = receiverStep(send, context);
  if (receiver !== 'previewSend') return receiver;
  if (context.namespace === 'cosmos' && memoLength(send.memo) > MAX_MEMO_LENGTH) return 'memoTooLong';
  return receiver;
}

/** `sendButtonStep` of a kit's state (memoised): what a headless host reads to know what is missing. */
export const selectSendButtonStep = createSelector(
  [selectSend, selectSendTarget, (state: RootState) => state.options.locale],
  (send, { namespace, network, account }, locale) =>
    sendButtonStep(send, {
      ...(namespace ? { namespace } : {}),
      ...(network ? { network } : {}),
      ...(account ? { account } : {}),
      ...(locale ? { locale } : {}),
    }),
);
