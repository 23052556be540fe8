import type { AppKitEventMap } from '../../core/events/appKitEvents';
import { kitEventRaised } from '../../store/actions/kitEventRaised';
import type { PayState } from './paySlice';
import type { Exchange, PaymentAsset } from './payTypes';

// AppKit Pay's events, raised by the flow's thunks (the views and a headless pay() alike), with AppKit's
// property names. `configuration` is the payment asked for, as AppKit's `paymentAsset` / `recipient` /
// `amount`; `currentPayment` is how it is being paid.

type PayEventProperties = AppKitEventMap['PAY_INITIATED'];

/** The payment asked for, in AppKit's configuration shape. */
function configurationOf(state: PayState | undefined) {
  const request = state?.request;
  if (!request) return {};
  const paymentAsset: PaymentAsset = {
    network: request.network,
    asset: request.asset,
    metadata: { name: request.symbol, symbol: request.symbol, decimals: request.decimals },
  };
  return { paymentAsset, recipient: request.recipient, amount: request.amount };
}

/** How the payment is being made (AppKit's `currentPayment`). */
function currentPaymentOf(state: PayState | undefined) {
  const payment = state?.payment;
  if (!payment) return {};
  return {
    type: payment.method,
    ...(payment.exchangeId ? { exchangeId: payment.exchangeId } : {}),
    sessionId: payment.id,
    status: state?.status,
    ...(payment.txHash ? { result: payment.txHash } : {}),
  };
}

function properties(state: PayState | undefined, message?: string): PayEventProperties {
  return {
    source: 'pay',
    paymentId: state?.payment?.id ?? '',
    configuration: configurationOf(state),
    currentPayment: currentPaymentOf(state),
    ...(state?.request ? { caipNetworkId: state.request.network } : {}),
    ...(message ? { message } : {}),
  };
}

/** PAY_MODAL_OPEN: the Pay view showed a payment with its exchanges. */
export function payModalOpenRaised(state: PayState | undefined, exchanges: Exchange[]) {
  return kitEventRaised('PAY_MODAL_OPEN', { exchanges, configuration: configurationOf(state) });
}

/** PAY_EXCHANGE_SELECTED: an exchange was chosen to pay from (`headless`: without the modal). */
export function payExchangeSelectedRaised(
  state: PayState | undefined,
  exchange: Exchange | { id: string },
  headless: boolean,
) {
  return kitEventRaised('PAY_EXCHANGE_SELECTED', {
    source: 'pay',
    exchange,
    configuration: configurationOf(state),
    currentPayment: currentPaymentOf(state),
    headless,
    ...(state?.request ? { caipNetworkId: state.request.network } : {}),
  });
}

/** PAY_INITIATED: the payment was recorded and is being paid. */
export function payInitiatedRaised(state: PayState | undefined) {
  return kitEventRaised('PAY_INITIATED', properties(state));
}

/** PAY_SUCCESS: the payment settled. */
export function paySucceededRaised(state: PayState | undefined) {
  return kitEventRaised('PAY_SUCCESS', properties(state));
}

/** PAY_ERROR: the payment failed, was refused or timed out (its message). */
export function payFailedRaised(state: PayState | undefined, message: string) {
  return kitEventRaised('PAY_ERROR', properties(state, message));
}
