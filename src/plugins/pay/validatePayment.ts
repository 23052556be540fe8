import { parseUnits } from '../../core/format';
import {
  PayInvalidAmountError,
  PayInvalidAssetError,
  PayInvalidConfigError,
  PayInvalidNamespaceError,
  PayInvalidRecipientError,
} from './payErrors';
import type { PaymentOptions } from './payTypes';

// The checks AppKit Pay makes before anything is recorded (INVALID_* codes), done in the kit so that a
// bad call changes nothing and asks no server. Payments are EVM (the reference API settles on eip155
// networks); another namespace is INVALID_CHAIN_NAMESPACE.

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const CAIP2_EVM = /^eip155:[1-9][0-9]*$/;
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

/** A payment checked and normalised: the amount as a decimal string, its base units as a string. */
export interface CheckedPayment {
  recipient: string;
  network: string;
  asset: string;
  amount: string;
  decimals: number;
  symbol: string;
  /** The amount in the asset's base units. */
  units: string;
}

/** The decimal text of `amount` (numbers through their plain, non-exponent form). */
function amountText(amount: unknown): string | undefined {
  if (typeof amount === 'string') return amount.trim();
  if (typeof amount === 'number' && Number.isFinite(amount)) {
    const text = String(amount);
    return /e/i.test(text) ? undefined : text;
  }
  return undefined;
}

/** Checks `options` (throws the AppKit-coded error of the first problem). */
export function validatePayment(options: PaymentOptions | undefined): CheckedPayment {
  if (!options || typeof options !== 'object') throw new PayInvalidConfigError('no payment options');
  const { recipient, amount, paymentAsset } = options;
  if (!paymentAsset || typeof paymentAsset !== 'object') throw new PayInvalidAssetError('no paymentAsset');
  const { network, asset, metadata } = paymentAsset;
  if (typeof network !== 'string' || !CAIP2.test(network))
    throw new PayInvalidConfigError('paymentAsset.network is not a CAIP-2 network id');
  if (!CAIP2_EVM.test(network)) throw new PayInvalidNamespaceError(network);
  if (typeof asset !== 'string' || (asset !== 'native' && !EVM_ADDRESS.test(asset)))
    throw new PayInvalidAssetError('paymentAsset.asset must be "native" or a token address');
  const decimals = metadata?.decimals;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36)
    throw new PayInvalidAssetError('paymentAsset.metadata.decimals must be an integer from 0 to 36');
  if (typeof recipient !== 'string' || !EVM_ADDRESS.test(recipient)) throw new PayInvalidRecipientError();
  const text = amountText(amount);
  let units: bigint;
  try {
    units = parseUnits(text ?? '', decimals);
  } catch {
    throw new PayInvalidAmountError(`${String(amount)} is not an amount with at most ${decimals} decimals`);
  }
  if (units <= 0n) throw new PayInvalidAmountError('the amount must be more than 0');
  const symbol = typeof metadata.symbol === 'string' && metadata.symbol ? metadata.symbol : asset;
  return { recipient, network, asset, amount: text as string, decimals, symbol, units: units.toString() };
}
