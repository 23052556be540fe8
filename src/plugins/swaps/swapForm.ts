import { SwapsNetworkError } from '../../core/errors/connectionErrors';
import type { SerializedError } from '../../core/errors/defineError';
import { formatUnits, parseAmount } from '../../core/format';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { spendableUnits } from './swapButtonStep';
import {
  SwapAmountInvalidError,
  SwapFormIncompleteError,
  SwapInsufficientBalanceError,
  SwapSameTokenError,
} from './swapErrors';
import { selectSwapTarget } from './swapSelectors';
import type { SwapsState } from './swapsSlice';
import type { SwapToken } from './swapTypes';

/** A form the flow can act on: both tokens, the amount in base units, who swaps and where. */
export interface SwapForm {
  from: SwapToken;
  to: SwapToken;
  /** Base units of `from`. */
  amount: bigint;
  /** The account (0x…) and its CAIP-10 id on the network. */
  account: string;
  userAddress: string;
  caipNetworkId: string;
  network?: Network;
}

/**
 * The form in `state`, checked as the flow needs it (throws the first problem as a catalogue error):
 * a swap network, an account, two different tokens, an amount of the token, within the balance when
 * `balance` is set (the native token keeps its gas room).
 */
export function requireSwapForm(state: RootState, { balance = true } = {}): SwapForm {
  const target = selectSwapTarget(state);
  const swaps = state.swaps;
  if (!target.supported || !target.caipNetworkId) throw new SwapsNetworkError();
  if (!target.account) throw new SwapFormIncompleteError('account');
  if (!swaps?.fromToken) throw new SwapFormIncompleteError('fromToken');
  if (!swaps.toToken) throw new SwapFormIncompleteError('toToken');
  const { fromToken: from, toToken: to } = swaps;
  if (from.id === to.id) throw new SwapSameTokenError(from.symbol);
  const typed = swaps.fromAmount.trim();
  if (!typed) throw new SwapFormIncompleteError('amount');
  const locale = state.options.locale;
  const parsed = parseAmount(typed, from.decimals, locale ? { locale } : {});
  if (!parsed.ok)
    throw new SwapAmountInvalidError(
      parsed.reason,
      parsed.reason === 'tooManyDecimals' ? parsed.maxDecimals : undefined,
    );
  if (parsed.value === 0n) throw new SwapFormIncompleteError('amount');
  const spendable = spendableUnits(from, swaps.gasPrice);
  if (balance && parsed.value > spendable) {
    throw new SwapInsufficientBalanceError(
      from.symbol,
      formatUnits(parsed.value, from.decimals),
      formatUnits(spendable, from.decimals),
    );
  }
  return {
    from,
    to,
    amount: parsed.value,
    account: target.account,
    userAddress: `${target.caipNetworkId}:${target.account}`,
    caipNetworkId: target.caipNetworkId,
    ...(target.network ? { network: target.network } : {}),
  };
}

/** `units` of `decimals` as the amount field shows them in `locale` (its decimal mark). */
export function amountFieldText(units: bigint, decimals: number, mark: string): string {
  const text = formatUnits(units, decimals);
  return mark === ',' ? text.replace('.', ',') : text;
}

/**
 * What is wrong with the typed amount as an amount of the from token (more decimals than it has, too
 * large...), as SwapAmountInvalidError's JSON; undefined when it reads or nothing is typed. The button
 * then says only "Enter amount": the field shows this.
 */
export function swapAmountProblem(
  swaps: Pick<SwapsState, 'fromToken' | 'fromAmount'> | undefined,
  locale: string | undefined,
): SerializedError | undefined {
  const from = swaps?.fromToken;
  const typed = swaps?.fromAmount.trim();
  if (!from || !typed) return undefined;
  const parsed = parseAmount(typed, from.decimals, locale ? { locale } : {});
  if (parsed.ok) return undefined;
  const maxDecimals = parsed.reason === 'tooManyDecimals' ? parsed.maxDecimals : undefined;
  return new SwapAmountInvalidError(parsed.reason, maxDecimals).toJSON();
}
