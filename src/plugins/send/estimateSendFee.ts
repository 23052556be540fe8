import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import { RequestAbortedError } from '../../core/errors/connectionErrors';
import { serializeError } from '../../core/errors/defineError';
import { parseUnits } from '../../core/format';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { getTransactionService, type TransactionService } from '../../store/services/transactionService';
import { bitcoinTransferFee, type Deadline, polkadotTransferFee } from './familyFees';
import { TransactionServiceMissingError } from './sendErrors';
import { selectSendTarget } from './sendSelectors';
import { sendEstimatingSet, sendFailed, sendFeeEstimated } from './sendSlice';
import { hasFlatFee, transferBuilderFor } from './sendTransfers';
import { NATIVE_TOKEN, type SendFee } from './sendTypes';

/** Rejects with `Request was aborted` when `promise` takes longer than `ms` (timer in the kit's registry). */
export function withDeadline<T>(
  services: ServiceRegistry,
  promise: Promise<T>,
  ms: number,
  error: () => Error,
) {
  return new Promise<T>((resolve, reject) => {
    const cancel = services.setTimeout(() => reject(error()), ms);
    promise.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (reason: unknown) => {
        cancel();
        reject(reason);
      },
    );
  });
}

/** The transaction service, or a rejection a caller can show (a kit without adapters cannot send). */
export function requireTransactionService(services: ServiceRegistry): TransactionService {
  const service = getTransactionService(services);
  if (!service) throw new TransactionServiceMissingError();
  return service;
}

/**
 * Estimates the network fee of the current form (estimateGas x gas price, both through the session;
 * each bounded by RPC_TIMEOUT_MS; Solana: the fee of the transfer's message, no gas price; Bitcoin: the
 * transfer's size at the chosen fee rate; Polkadot: the chain's quote, with the existential deposit
 * check of this transfer; Cosmos: the adapter's fee). The amount is not needed to be valid yet: an empty or unreadable
 * amount is estimated as zero, so Max on the native token can subtract the fee. Needs a token and
 * receiver; without a receiver the account itself stands in (the gas of a plain transfer does not
 * depend on who receives it).
 */
export const estimateSendFee = createKitAsyncThunk<SendFee, void>(
  'send/estimateFee',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const { namespace, network, account } = selectSendTarget(getState());
    const send = getState().send;
    try {
      const build = transferBuilderFor(namespace);
      if (!send?.token || !network || !account) throw new RequestAbortedError();
      const token = send.token;
      let amount = 0n;
      try {
        amount = send.sendTokenAmount ? parseUnits(send.sendTokenAmount.trim(), token.decimals) : 0n;
      } catch {
        amount = 0n;
      }
      // A native estimate with the whole balance would fail for gas: estimate the plain transfer.
      if (token.address === NATIVE_TOKEN) amount = 0n;
      const receiver = send.receiverAddress ?? account;
      const service = requireTransactionService(extra.services);
      dispatch(sendEstimatingSet(true));
      const request = build({ token, amount, receiver });
      const deadline: Deadline = (p) =>
        withDeadline(extra.services, p, RPC_TIMEOUT_MS, () => new RequestAbortedError());
      const context = { dispatch, getState, services: extra.services, service, network, account, deadline };
      // A flat-fee namespace (Solana, Bitcoin, Polkadot, Cosmos) estimates the fee itself: shown as gas x 1.
      const [gas, gasPrice] = await Promise.all([
        namespace === 'bip122'
          ? bitcoinTransferFee(context, request)
          : namespace === 'polkadot'
            ? polkadotTransferFee(context, request)
            : deadline(service.estimateGas(request)),
        hasFlatFee(namespace) ? 1n : deadline(service.getGasPrice()),
      ]);
      const fee: SendFee = {
        gas: gas.toString(),
        gasPrice: gasPrice.toString(),
        fee: (gas * gasPrice).toString(),
        symbol: network.nativeCurrency.symbol,
        decimals: network.nativeCurrency.decimals,
      };
      dispatch(sendFeeEstimated(fee));
      return fee;
    } catch (cause) {
      const error = serializeError(cause);
      dispatch(sendFailed(error));
      return rejectWithValue(error);
    } finally {
      dispatch(sendEstimatingSet(false));
    }
  },
);
