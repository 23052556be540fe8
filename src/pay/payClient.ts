import type { Network } from '../core/networks/network';
import { switchNetwork } from '../kit/actions/switchNetwork';
import {
  type PayError,
  PayFailedError,
  PayInvalidConfigError,
  PayTimeoutError,
  toPayError,
} from '../plugins/pay/payErrors';
import {
  createPayUrl,
  fetchPayExchanges,
  payWithExchange,
  payWithWallet,
  readPayment,
  requestPay,
} from '../plugins/pay/payFlow';
import { type PayState, payConnectRequested } from '../plugins/pay/paySlice';
import type { GetExchangesParams, PaymentOptions, PayResult, PayUrlParams } from '../plugins/pay/payTypes';
import { PAY_NETWORK_SERVICE_ID } from '../plugins/pay/payWallet';
import type { RootState } from '../store/createKitStore';
import { selectActiveAccount } from '../store/selectors/selectActiveAccount';
import { type PayKit, payStateOf } from './payKit';
import { failedResult, type PayCallOptions, type PaymentResult } from './payResult';

// The lazy half of `portico/pay`: loads the plugin into the kit, gives the flow the kit's network switch
// (a plugin may not import the kit), and runs AppKit Pay's functions as the plugin's thunks.

/** A thunk's settled action, as far as these functions read it. */
interface Settled<T> {
  type: string;
  payload?: T | PayError;
  meta: { requestStatus: 'fulfilled' | 'rejected' };
}

// biome-ignore lint/suspicious/noExplicitAny: the kit's dispatch is typed in the kit, not in PayKit.
type AnyDispatch = (action: any) => Promise<Settled<any>>;

function dispatchOf(kit: PayKit): AnyDispatch {
  return kit.store.dispatch as AnyDispatch;
}

/** The payload of a fulfilled thunk; rejects with its PayError otherwise. */
async function run<T>(kit: PayKit, thunk: unknown): Promise<T> {
  const settled = await dispatchOf(kit)(thunk);
  if (settled.meta.requestStatus === 'rejected')
    throw settled.payload ?? toPayError(new PayFailedError().toJSON());
  return settled.payload as T;
}

/** Loads the plugin and registers the network switch the wallet payment uses. */
async function prepare(kit: PayKit): Promise<void> {
  await kit.plugins.load('pay');
  kit.services.set(PAY_NETWORK_SERVICE_ID, async (caipNetworkId: string) => {
    const state = kit.store.getState() as RootState;
    const network = state.chains.chains.eip155?.caipNetworks.find((n) => n.caipNetworkId === caipNetworkId);
    if (!network) throw new PayInvalidConfigError(`${caipNetworkId} is not one of the kit's networks`);
    await switchNetwork(kit as unknown as Parameters<typeof switchNetwork>[0], {
      network: network as Network,
    });
  });
}

/** The result the state holds once the payment ended, or undefined while it goes on. */
function outcome(state: PayState | undefined, started: boolean): PaymentResult | undefined {
  if (!state) return undefined;
  if (state.status === 'SUCCESS' && state.result) return { success: true, result: state.result };
  if (started && state.error && !state.inProgress) return { success: false, error: state.error };
  return undefined;
}

/**
 * Waits, with the modal open, for the visitor's payment to end: its result; a failure when the modal is
 * closed with nothing in progress, or when `timeoutMs` passes.
 */
function waitInModal(kit: PayKit, timeoutMs: number): Promise<PaymentResult> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: PaymentResult) => {
      if (done) return;
      done = true;
      unsubscribe();
      cancel();
      resolve(result);
    };
    const check = () => {
      const root = kit.store.getState() as RootState;
      const state = payStateOf(kit);
      const started = Boolean(state?.payment) || Boolean(state?.error);
      const result = outcome(state, started);
      if (result) return finish(result);
      if (root.modal.open || state?.inProgress) return;
      // Pay -> Connect: the kit closes the modal once connected; the payment goes on in Pay.
      if (state?.connectRequested && selectActiveAccount(root).status === 'connected') {
        dispatchOf(kit)(payConnectRequested(false));
        void kit.open({ view: 'Pay' });
        return;
      }
      finish(failedResult(new PayFailedError('the payment view was closed before paying').toJSON()));
    };
    const unsubscribe = kit.store.subscribe(check);
    const cancel = kit.services.setTimeout(() => {
      const id = payStateOf(kit)?.payment?.id ?? 'none';
      finish(failedResult(new PayTimeoutError(id, timeoutMs).toJSON()));
    }, timeoutMs);
    // A modal the kit did not open ends the wait at once rather than at the timeout.
    check();
  });
}

/** `pay()`: see `portico/pay`. */
export async function pay(
  kit: PayKit,
  options: PaymentOptions,
  settings: PayCallOptions,
): Promise<PaymentResult> {
  try {
    await prepare(kit);
    await run(
      kit,
      requestPay({ options, ...(settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }) }),
    );
    const { method } = settings;
    if (method === 'wallet') return { success: true, result: await run(kit, payWithWallet()) };
    if (method && typeof method === 'object') {
      const paid = await run<{ result: PayResult }>(
        kit,
        payWithExchange({ exchangeId: method.exchangeId, headless: true }),
      );
      return { success: true, result: paid.result };
    }
    await kit.open({ view: 'Pay' });
    // Waited for once the view is open: until then nothing the visitor does can end the payment.
    return await waitInModal(kit, payStateOf(kit)?.timeoutMs as number);
  } catch (cause) {
    return failedResult(cause);
  }
}

/** `openPay()`: checks the payment and shows the Pay view. */
export async function openPay(kit: PayKit, options: PaymentOptions): Promise<void> {
  await prepare(kit);
  await run(kit, requestPay({ options }));
  await kit.open({ view: 'Pay' });
}

/** `getAvailableExchanges()`. */
export async function getAvailableExchanges(kit: PayKit, params: GetExchangesParams) {
  await prepare(kit);
  const amount = params.amount === undefined ? undefined : String(params.amount);
  return run<{ exchanges: PayState['exchanges']; total: number }>(
    kit,
    fetchPayExchanges({
      ...(params.network ? { network: params.network } : {}),
      ...(params.asset ? { asset: params.asset } : {}),
      ...(amount ? { amount } : {}),
    }),
  );
}

/** `getPayUrl()`. */
export async function getPayUrl(kit: PayKit, exchangeId: string, params: PayUrlParams) {
  await prepare(kit);
  const decimals = params?.decimals ?? (params?.asset === 'native' ? 18 : undefined);
  const options: PaymentOptions = {
    recipient: params?.recipient,
    amount: params?.amount,
    paymentAsset: {
      network: params?.network,
      asset: params?.asset,
      metadata: { name: params?.asset, symbol: params?.asset, decimals: decimals as number },
    },
  };
  return run<{ url: string; sessionId: string }>(kit, createPayUrl({ exchangeId, options }));
}

/** The buy status of payment `id`. */
export async function getBuyStatus(kit: PayKit, id: string) {
  await prepare(kit);
  return run<{ status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'; txHash?: string }>(kit, readPayment(id));
}
