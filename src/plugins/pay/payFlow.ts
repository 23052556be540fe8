import { getBlockchainApi } from '../../api/getBlockchainApi';
import { UserRejectedRequestError } from '../../core/errors/coreErrors';
import { type SerializedError, serializeError } from '../../core/errors/defineError';
import { isUserRejection } from '../../core/rpcErrors';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { AppDispatch as KitDispatch, RootState } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { selectActiveAccount } from '../../store/selectors/selectActiveAccount';
import { PAY_POLL_INTERVAL_MS, PAY_TIMEOUT_MS } from './payConstants';
import { withPayEndpoints } from './payEndpoints';
import {
  type PayError,
  PayFailedError,
  PayInitiateError,
  PayInProgressError,
  PayInvalidConfigError,
  PaySettlementFailedError,
  PayTimeoutError,
  toPayError,
} from './payErrors';
import {
  payExchangeSelectedRaised,
  payFailedRaised,
  payInitiatedRaised,
  payModalOpenRaised,
  paySucceededRaised,
} from './payEvents';
import {
  payExchangesFailed,
  payExchangesListed,
  payExchangesLoading,
  payFailed,
  payPopupBlocked,
  payRequested,
  payStarted,
  paySucceeded,
  payTransactionSent,
  payWalletAsked,
} from './paySlice';
import type { Exchange, PaymentOptions, PayResult, PayStatus } from './payTypes';
import {
  PAY_NETWORK_SERVICE_ID,
  type PayNetworkSwitch,
  paymentTransaction,
  sendPaymentTransaction,
} from './payWallet';
import { type CheckedPayment, validatePayment } from './validatePayment';

// The pay flow (docs/plugins/pay.md "The flow"): a request is checked, then paid with the connected
// wallet (recorded at the API, sent through the connector, its hash reported) or through an exchange
// (recorded, its page opened in a popup); either way the kit then polls the API's record every
// PAY_POLL_INTERVAL_MS until SUCCESS / FAILED or the request's timeout. One payment at a time. Every
// thunk rejects with a PayError (AppKit's code) and leaves it in the state; nothing is thrown raw.

async function payApi(services: ServiceRegistry) {
  return withPayEndpoints(await getBlockchainApi(services));
}

/** The payment the state holds, or the INVALID_PAYMENT_CONFIG error of a flow step asked without one. */
function requestOf(state: RootState): CheckedPayment {
  const request = state.pay?.request;
  if (!request) throw new PayInvalidConfigError('no payment requested: call pay() or openPay() first');
  if (state.pay?.inProgress) throw new PayInProgressError(state.pay.payment?.id ?? 'pending');
  return request;
}

/** A thrown cause as a PayError: a wallet's refusal plainly (4001 kept as data.causeCode). */
function payFailure(cause: unknown, fallback: PayError['code'] = 'GENERIC_PAYMENT_ERROR'): PayError {
  const error: SerializedError = serializeError(
    isUserRejection(cause) ? new UserRejectedRequestError({ cause }) : cause,
  );
  return toPayError(error, fallback);
}

/** Records `error` as the payment's failure and raises PAY_ERROR. */
function failed(dispatch: KitDispatch, getState: () => RootState, error: PayError): PayError {
  dispatch(payFailed(error));
  dispatch(payFailedRaised(getState().pay, error.message));
  return error;
}

/** Checks and records what to pay (the Pay view shows it); refused while another payment is in progress. */
export const requestPay = createKitAsyncThunk<
  CheckedPayment,
  { options: PaymentOptions; timeoutMs?: number }
>('pay/request', async ({ options, timeoutMs }, { dispatch, getState, rejectWithValue }) => {
  const pay = getState().pay;
  if (pay?.inProgress)
    return rejectWithValue(toPayError(new PayInProgressError(pay.payment?.id ?? 'pending').toJSON()));
  try {
    if (timeoutMs !== undefined && !(Number.isFinite(timeoutMs) && timeoutMs > 0))
      throw new PayInvalidConfigError('Timeout must be greater than 0');
    const request = validatePayment(options);
    dispatch(payRequested({ request, ...(timeoutMs === undefined ? {} : { timeoutMs }) }));
    return request;
  } catch (cause) {
    return rejectWithValue(payFailure(cause, 'INVALID_PAYMENT_CONFIG'));
  }
});

/** Lists the exchanges that can pay the requested payment (the Pay view's list). */
export const loadPayExchanges = createKitAsyncThunk<Exchange[], void>(
  'pay/exchanges',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const request = getState().pay?.request;
    if (!request)
      return rejectWithValue(toPayError(new PayInvalidConfigError('no payment requested').toJSON()));
    dispatch(payExchangesLoading());
    try {
      const api = await payApi(extra.services);
      const params = { network: request.network, asset: request.asset, amount: request.amount };
      const { exchanges } = await dispatch(
        api.endpoints.getPayExchanges.initiate(params, { subscribe: false }),
      ).unwrap();
      dispatch(payExchangesListed(exchanges));
      dispatch(payModalOpenRaised(getState().pay, exchanges));
      return exchanges;
    } catch (cause) {
      const error = payFailure(cause, 'UNABLE_TO_GET_EXCHANGES');
      dispatch(payExchangesFailed(error));
      return rejectWithValue(error);
    }
  },
);

/** Resolves after `ms`, or at once when `stop` fires first (both on the kit's timers). */
function pause(services: ServiceRegistry, ms: number, stop: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const cancel = services.setTimeout(resolve, ms);
    void stop.then(() => {
      cancel();
      resolve();
    });
  });
}

/**
 * Polls the API's record of payment `id` every PAY_POLL_INTERVAL_MS until SUCCESS (resolves with the
 * result) or FAILED, or until the request's timeout (PayTimeoutError). A failed read is retried at the
 * next poll (the timeout bounds it). Stops without recording anything when the state moved on (reset,
 * another payment), rejecting with PayFailedError.
 */
export const followPayment = createKitAsyncThunk<PayResult, string>(
  'pay/follow',
  async (id, { dispatch, getState, extra, rejectWithValue }) => {
    const { services } = extra;
    const timeoutMs = getState().pay?.timeoutMs ?? PAY_TIMEOUT_MS;
    let timedOut = false;
    let expire = () => {};
    const expired = new Promise<void>((resolve) => {
      expire = resolve;
    });
    const cancelTimeout = services.setTimeout(() => {
      timedOut = true;
      expire();
    }, timeoutMs);
    const followed = () => getState().pay?.payment?.id === id && getState().pay?.inProgress === true;
    const fail = (error: PayError) => {
      if (followed()) failed(dispatch, getState, error);
      return rejectWithValue(error);
    };
    try {
      const api = await payApi(services);
      while (followed()) {
        const read = await dispatch(
          api.endpoints.getPayment.initiate(id, { subscribe: false, forceRefetch: true }),
        );
        if (!followed()) break;
        const record = read.data;
        if (record?.status === 'SUCCESS' && record.txHash) {
          const result = { paymentId: id, txHash: record.txHash };
          dispatch(paySucceeded(result));
          dispatch(paySucceededRaised(getState().pay));
          return result;
        }
        if (record?.status === 'FAILED')
          return fail(toPayError(new PaySettlementFailedError(id, record.failureReason).toJSON()));
        if (record?.txHash && getState().pay?.payment?.txHash !== record.txHash)
          dispatch(payTransactionSent(record.txHash));
        if (timedOut) break;
        await pause(services, PAY_POLL_INTERVAL_MS, expired);
        if (timedOut) break;
      }
      // Moved on (reset, another payment): nothing to record, but the caller learns it ended unpaid.
      if (!followed() && !timedOut)
        return rejectWithValue(toPayError(new PayFailedError(`${id} is no longer followed`).toJSON()));
      return fail(toPayError(new PayTimeoutError(id, timeoutMs).toJSON()));
    } catch (cause) {
      return fail(payFailure(cause, 'UNABLE_TO_GET_BUY_STATUS'));
    } finally {
      cancelTimeout();
    }
  },
);

/** Makes the payment's network active (through the client's switch) when the wallet is elsewhere. */
async function ensureNetwork(services: ServiceRegistry, state: RootState, network: string): Promise<void> {
  if (selectActiveAccount(state).caipNetworkId === network) return;
  const switchNetwork = services.get<PayNetworkSwitch>(PAY_NETWORK_SERVICE_ID);
  if (!switchNetwork) throw new PayInitiateError(`switch the wallet to ${network} first`);
  await switchNetwork(network);
}

/**
 * Pays the requested payment with the connected wallet: records it at the API (with the payer), sends
 * the transfer through the connector, reports the hash, then follows the payment to its final status
 * (resolves with the result). Needs a connected EVM account.
 */
export const payWithWallet = createKitAsyncThunk<PayResult, void>(
  'pay/wallet',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const { services } = extra;
    let request: CheckedPayment;
    try {
      request = requestOf(getState());
    } catch (cause) {
      return rejectWithValue(payFailure(cause));
    }
    const account = selectActiveAccount(getState());
    if (account.status !== 'connected' || account.namespace !== 'eip155') {
      const error = toPayError(new PayInitiateError('connect an EVM wallet first').toJSON());
      return rejectWithValue(failed(dispatch, getState, error));
    }
    dispatch(payWalletAsked(true));
    let id: string | undefined;
    try {
      await ensureNetwork(services, getState(), request.network);
      const api = await payApi(services);
      const { recipient, network, asset, amount, decimals } = request;
      const body = {
        recipient,
        network,
        asset,
        amount,
        decimals,
        method: 'wallet' as const,
        payer: account.address,
      };
      const created = await dispatch(api.endpoints.createPayment.initiate(body)).unwrap();
      id = created.id;
      dispatch(payStarted({ id, method: 'wallet' }));
      dispatch(payWalletAsked(true));
      dispatch(payInitiatedRaised(getState().pay));
      const txHash = await sendPaymentTransaction(services, paymentTransaction(request));
      dispatch(payTransactionSent(txHash));
      await dispatch(api.endpoints.reportPayTransaction.initiate({ id, txHash })).unwrap();
    } catch (cause) {
      return rejectWithValue(failed(dispatch, getState, payFailure(cause)));
    }
    const followed = await dispatch(followPayment(id));
    return followPayment.fulfilled.match(followed)
      ? followed.payload
      : rejectWithValue(followed.payload as PayError);
  },
);

/** Options of `payWithExchange`. */
export interface PayWithExchangeOptions {
  exchangeId: string;
  /** Open the exchange's page in a popup (default true); false for a host that shows the URL itself. */
  openPopup?: boolean;
  /** Chosen without the modal (`pay()` with a method): PAY_EXCHANGE_SELECTED says so. */
  headless?: boolean;
}

/** Opens `url` in a popup; false when the browser refused (or there is no browser). */
function openPopup(url: string): boolean {
  if (typeof window === 'undefined' || typeof window.open !== 'function') return false;
  try {
    return Boolean(window.open(url, '_blank', 'popup,width=480,height=720'));
  } catch {
    return false;
  }
}

/**
 * Pays the requested payment through exchange `exchangeId`: records it at the API, which answers the
 * exchange's page; opens it in a popup (a blocked popup leaves the link to open or copy), then follows
 * the payment (resolves with the result). Resolves as soon as the payment is started when `follow` is false.
 */
export const payWithExchange = createKitAsyncThunk<
  { paymentId: string; url: string; result?: PayResult },
  PayWithExchangeOptions & { follow?: boolean }
>('pay/exchange', async ({ exchangeId, openPopup: popup = true, follow = true, headless = false }, thunk) => {
  const { dispatch, getState, extra, rejectWithValue } = thunk;
  let request: CheckedPayment;
  try {
    request = requestOf(getState());
  } catch (cause) {
    return rejectWithValue(payFailure(cause));
  }
  const exchange = getState().pay?.exchanges.find((e) => e.id === exchangeId) ?? { id: exchangeId };
  dispatch(payExchangeSelectedRaised(getState().pay, exchange, headless));
  let created: { id: string; url?: string };
  try {
    const api = await payApi(extra.services);
    const { recipient, network, asset, amount, decimals } = request;
    const body = { recipient, network, asset, amount, decimals, method: 'exchange' as const, exchangeId };
    created = await dispatch(api.endpoints.createPayment.initiate(body)).unwrap();
  } catch (cause) {
    return rejectWithValue(failed(dispatch, getState, payFailure(cause, 'UNABLE_TO_GET_PAY_URL')));
  }
  const url = created.url as string;
  dispatch(payStarted({ id: created.id, method: 'exchange', exchangeId, url }));
  dispatch(payInitiatedRaised(getState().pay));
  if (popup && !openPopup(url)) dispatch(payPopupBlocked(true));
  if (!follow) return { paymentId: created.id, url };
  const followed = await dispatch(followPayment(created.id));
  if (followPayment.rejected.match(followed)) return rejectWithValue(followed.payload as PayError);
  return { paymentId: created.id, url, result: followed.payload };
});

/** Parameters of `createPayUrl` (AppKit's `getPayUrl`): a payment through an exchange, outside the modal. */
export interface CreatePayUrlParameters {
  exchangeId: string;
  options: PaymentOptions;
}

/**
 * Records an exchange payment and resolves with its page and id (`sessionId`), without touching the
 * modal's payment: AppKit's `getPayUrl`, for a host that shows its own exchange buttons.
 */
export const createPayUrl = createKitAsyncThunk<{ url: string; sessionId: string }, CreatePayUrlParameters>(
  'pay/url',
  async ({ exchangeId, options }, { dispatch, extra, rejectWithValue }) => {
    try {
      if (typeof exchangeId !== 'string' || exchangeId === '')
        throw new PayInvalidConfigError('no exchangeId');
      const { recipient, network, asset, amount, decimals } = validatePayment(options);
      const api = await payApi(extra.services);
      const body = { recipient, network, asset, amount, decimals, method: 'exchange' as const, exchangeId };
      const created = await dispatch(api.endpoints.createPayment.initiate(body)).unwrap();
      return { url: created.url as string, sessionId: created.id };
    } catch (cause) {
      return rejectWithValue(payFailure(cause, 'UNABLE_TO_GET_PAY_URL'));
    }
  },
);

/** Reads the API's record of payment `id` once (AppKit's buy status). */
export const readPayment = createKitAsyncThunk<{ status: PayStatus; txHash?: string }, string>(
  'pay/read',
  async (id, { dispatch, extra, rejectWithValue }) => {
    try {
      const api = await payApi(extra.services);
      const record = await dispatch(
        api.endpoints.getPayment.initiate(id, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      return { status: record.status, ...(record.txHash ? { txHash: record.txHash } : {}) };
    } catch (cause) {
      return rejectWithValue(payFailure(cause, 'UNABLE_TO_GET_BUY_STATUS'));
    }
  },
);

/** Lists the exchanges for any asset (AppKit's `getAvailableExchanges`), leaving the modal's list alone. */
export const fetchPayExchanges = createKitAsyncThunk<
  { exchanges: Exchange[]; total: number },
  { network?: string; asset?: string; amount?: string }
>('pay/fetchExchanges', async (params, { dispatch, getState, extra, rejectWithValue }) => {
  try {
    const request = getState().pay?.request;
    const network = params.network ?? request?.network;
    const asset = params.asset ?? request?.asset;
    const amount = params.amount ?? request?.amount;
    if (!network || !asset || !amount)
      throw new PayInvalidConfigError('network, asset and amount are needed');
    const api = await payApi(extra.services);
    return await dispatch(
      api.endpoints.getPayExchanges.initiate({ network, asset, amount }, { subscribe: false }),
    ).unwrap();
  } catch (cause) {
    return rejectWithValue(payFailure(cause, 'UNABLE_TO_GET_EXCHANGES'));
  }
});
