import { encodeErc20Transfer } from '../../core/encodeErc20Transfer';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import type { SessionTransaction } from '../../store/services/transactionService';
import { getTransactionService } from '../../store/services/transactionService';
import { PayInitiateError } from './payErrors';
import type { CheckedPayment } from './validatePayment';

// "Pay with wallet": the transfer goes through the runtime's transaction service, the path Send uses,
// so any connector pays (extension, WalletConnect, the embedded wallet). A plugin never imports another
// plugin, so the request is built here from core's ERC-20 encoder, as Send's builder does.

/** How long the wallet has to answer (as Send: a person reads and approves in well under two minutes). */
export const PAY_WALLET_TIMEOUT_MS = 120_000;

/**
 * Service the `portico/pay` client registers on a kit: makes the payment's network active and resolves
 * once the connected wallet followed (the kit's switchNetwork, which a plugin may not import).
 */
export const PAY_NETWORK_SERVICE_ID = 'pay.switchNetwork';

/** The network switch of PAY_NETWORK_SERVICE_ID. */
export type PayNetworkSwitch = (caipNetworkId: string) => Promise<void>;

/** The wallet request that pays `payment`: a native transfer, or the token's `transfer(recipient, units)`. */
export function paymentTransaction(payment: CheckedPayment): SessionTransaction {
  const units = BigInt(payment.units);
  return payment.asset === 'native'
    ? { to: payment.recipient, value: units }
    : { to: payment.asset, data: encodeErc20Transfer(payment.recipient, units) };
}

/** Sends `request` through the connected wallet, bounded by PAY_WALLET_TIMEOUT_MS. */
export function sendPaymentTransaction(
  services: ServiceRegistry,
  request: SessionTransaction,
): Promise<string> {
  const service = getTransactionService(services);
  if (!service) return Promise.reject(new PayInitiateError('this kit has no wallet adapter'));
  return new Promise<string>((resolve, reject) => {
    const cancel = services.setTimeout(
      () =>
        reject(new PayInitiateError(`the wallet did not answer within ${PAY_WALLET_TIMEOUT_MS / 1000} s`)),
      PAY_WALLET_TIMEOUT_MS,
    );
    service.sendTransaction(request).then(
      (hash) => {
        cancel();
        resolve(hash);
      },
      (reason: unknown) => {
        cancel();
        reject(reason);
      },
    );
  });
}
