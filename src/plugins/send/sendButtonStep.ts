import { createSelector } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';
import { parseAmount } from '../../core/format';
import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { isNameLike, receiverProblem } from './receiverAddress';
import { selectSend, selectSendTarget } from './sendSelectors';
import type { SendState } from './sendSlice';
import { spendableUnits } from './validateSend';

/**
 * What the Send form still needs, as its main button names it (issue 24: AppKit's labels, in
 * `send.button.{step}` of sendStrings.ts). Only `previewSend` enables the button.
 */
export type SendButtonStep =
  | 'selectToken'
  | 'addAmount'
  | 'invalidAmount'
  | 'insufficientFunds'
  | 'addAddress'
  | 'resolvingName'
  | 'invalidAddress'
  | 'previewSend';

/** What the step reads beside the slice: where the send goes (address rules) and how amounts read. */
export interface SendButtonContext {
  namespace?: ChainNamespace;
  locale?: string;
}

const FIELD_ERRORS = {
  amount: new Set(['SendAmountInvalidError', 'SendAmountExceedsBalanceError']),
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

function receiverStep(send: SendState, namespace: ChainNamespace | undefined): SendButtonStep {
  const typed = send.receiverInput?.trim();
  if (!typed && !send.receiverAddress) return 'addAddress';
  if (known(send, 'receiver')) return 'invalidAddress';
  if (send.receiverAddress)
    return receiverProblem(namespace, send.receiverAddress) ? 'invalidAddress' : 'previewSend';
  if (typed && !receiverProblem(namespace, typed)) return 'previewSend';
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
  return amountStep(send, context.locale) ?? receiverStep(send, context.namespace);
}

/** `sendButtonStep` of a kit's state (memoised): what a headless host reads to know what is missing. */
export const selectSendButtonStep = createSelector(
  [
    selectSend,
    (state: RootState) => selectSendTarget(state).namespace,
    (state: RootState) => state.options.locale,
  ],
  (send, namespace, locale) => sendButtonStep(send, { namespace, locale }),
);
