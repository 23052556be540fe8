import { RequestAbortedError } from '../../core/errors/connectionErrors';
import { serializeError } from '../../core/errors/defineError';
import { parseAmount } from '../../core/format';
import type { Network } from '../../core/networks/network';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { AppDispatch, RootState } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type { TransactionService } from '../../store/services/transactionService';
import { loadSendExtras } from './sendChainExtras';
import { SendFeeRateInvalidError } from './sendErrors';
import { chosenFeeRate, FEE_RATE_TARGETS, MAX_FEE_RATE, MIN_FEE_RATE } from './sendFeeRate';
import { selectSendTarget } from './sendSelectors';
import { sendDepositChecked, sendExistentialDepositRead, sendFeeRatesLoaded } from './sendSlice';
import type { SendRequest } from './sendTransfers';
import type { SendFeeRates } from './sendTypes';

// The fee of a Bitcoin or Polkadot send, which needs more than the generic estimate (estimateSendFee.ts):
// Bitcoin's is the transfer's size at the rate the visitor chose, Polkadot's comes with the existential
// deposit check of the very transfer.

/** Rejects with `Request was aborted` when `promise` takes longer than RPC_TIMEOUT_MS. */
export type Deadline = <T>(promise: Promise<T>) => Promise<T>;

/**
 * Reads Bitcoin's fee-rate presets: the node's estimates for 6, 3 and 1 blocks (`estimateFeeRate`).
 * `source` is `fallback` when any of them is the adapter's fallback (no fee data: a fresh regtest chain).
 */
export const loadFeeRates = createKitAsyncThunk<SendFeeRates, void>(
  'send/loadFeeRates',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const { network, namespace } = selectSendTarget(getState());
    try {
      if (namespace !== 'bip122' || !network) throw new RequestAbortedError();
      const adapter = await loadSendExtras(extra.services, 'bip122');
      const [slow, normal, fast] = await Promise.all(
        [FEE_RATE_TARGETS.slow, FEE_RATE_TARGETS.normal, FEE_RATE_TARGETS.fast].map((blocks) =>
          adapter.estimateFeeRate({ network, blocks }),
        ),
      );
      const rates: SendFeeRates = {
        slow: slow!.satPerVbyte,
        normal: normal!.satPerVbyte,
        fast: fast!.satPerVbyte,
        source: [slow, normal, fast].some((r) => r!.source === 'fallback') ? 'fallback' : 'node',
      };
      // A network switch meanwhile: the rates were for the network left.
      if (selectSendTarget(getState()).network?.caipNetworkId === network.caipNetworkId)
        dispatch(sendFeeRatesLoaded(rates));
      return rates;
    } catch (cause) {
      return rejectWithValue(serializeError(cause));
    }
  },
);

/** What the family fee functions need. */
export interface FamilyFeeContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  services: ServiceRegistry;
  service: TransactionService;
  network: Network;
  account: string;
  deadline: Deadline;
}

/** The rate to send at: the chosen preset (read first when needed) or the typed rate. */
export async function bitcoinFeeRate({
  dispatch,
  getState,
}: Pick<FamilyFeeContext, 'dispatch' | 'getState'>) {
  let chosen = chosenFeeRate(getState().send);
  if (!chosen) {
    const loaded = await dispatch(loadFeeRates());
    if (loadFeeRates.rejected.match(loaded)) throw loaded.payload;
    chosen = chosenFeeRate(getState().send);
  }
  if (!chosen || 'invalid' in chosen) throw new SendFeeRateInvalidError(MIN_FEE_RATE, MAX_FEE_RATE);
  return chosen.rate;
}

/** Bitcoin: the fee in sats of this transfer at the chosen rate (the adapter's size estimate x rate). */
export async function bitcoinTransferFee(context: FamilyFeeContext, request: SendRequest): Promise<bigint> {
  const feeRate = await bitcoinFeeRate(context);
  return context.deadline(context.service.estimateGas({ ...request, feeRate }));
}

/**
 * Polkadot: the chain's fee quote of this transfer, with its existential deposit check: the deposit
 * is kept, and when the form has an amount and a receiver the balances after it are kept for
 * validateSend (unless the form changed meanwhile).
 */
export async function polkadotTransferFee(context: FamilyFeeContext, request: SendRequest): Promise<bigint> {
  const { dispatch, getState, network, account } = context;
  const send = getState().send;
  const text = send?.sendTokenAmount?.trim() ?? '';
  const parsed = parseAmount(text, network.nativeCurrency.decimals, { locale: getState().options.locale });
  const value = parsed.ok ? parsed.value : 0n;
  const keepAlive = send?.keepAlive ?? true;
  const adapter = await loadSendExtras(context.services, 'polkadot');
  const preview = await context.deadline(
    adapter.previewTransfer({ network, request: { from: account, to: request.to, value, keepAlive } }),
  );
  dispatch(sendExistentialDepositRead(preview.existentialDeposit.toString()));
  const now = getState().send;
  const same =
    now?.sendTokenAmount?.trim() === text &&
    now.receiverAddress === request.to &&
    now.keepAlive === keepAlive;
  if (value > 0n && send?.receiverAddress === request.to && same)
    dispatch(
      sendDepositChecked({
        existentialDeposit: preview.existentialDeposit.toString(),
        senderAfter: preview.senderAfter.toString(),
        recipientAfter: preview.recipientAfter.toString(),
        keepAlive,
      }),
    );
  return preview.fee;
}

/**
 * Bitcoin's Max: what the account's confirmed outputs can send to the receiver (the account itself
 * while none is typed) at the chosen rate, every output spent and no change (`maxSendable`), with the
 * fee that pays.
 */
export async function bitcoinMax(
  context: Pick<FamilyFeeContext, 'dispatch' | 'getState' | 'services' | 'network' | 'account' | 'deadline'>,
): Promise<{ amount: bigint; fee: bigint }> {
  const feeRate = await bitcoinFeeRate(context);
  const adapter = await loadSendExtras(context.services, 'bip122');
  const receiver = context.getState().send?.receiverAddress ?? context.account;
  return context.deadline(
    adapter.maxSendable({ network: context.network, address: context.account, recipient: receiver, feeRate }),
  );
}
