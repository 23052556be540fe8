import type { Translate } from '../../../ui/primitives/TextContext';
import type { OnrampState } from '../onrampSlice';
import { providerName, trimDecimal } from './onrampViewText';

/** What BuyInProgress says of the buy, and which actions go with it. */
export interface BuyProgress {
  /** The status line (role status). */
  status: string;
  tone: 'muted' | 'success' | 'error' | 'warning';
  /** The order is still open: Copy link is offered. */
  pending: boolean;
  /** The browser blocked the provider window: "Open {Provider}" is offered. */
  blocked: boolean;
  completed: boolean;
}

/** The status line of the buy in `onramp` and what it offers (the texts of docs/plugins/onramp.md). */
export function buyProgress(t: Translate, onramp: OnrampState): BuyProgress {
  const provider = providerName(onramp.selectedProvider);
  const order = onramp.order;
  const base = { pending: false, blocked: false, completed: false };
  if (onramp.buyStatus === 'starting') {
    return { ...base, status: t('onramp.starting', { provider }), tone: 'muted' };
  }
  if (onramp.buyStatus === 'failed') {
    const error = onramp.buyError;
    const key = error ? `onramp.error.${error.name}` : '';
    const detail = typeof error?.data?.detail === 'string' ? error.data.detail : '';
    const status = error && t.has(key) ? t(key, { detail }) : t('onramp.error.unknown');
    return { ...base, status, tone: 'error' };
  }
  if (order?.status === 'completed') {
    const amount = trimDecimal(order.amount);
    return {
      ...base,
      completed: true,
      tone: 'success',
      status: t('onramp.completed', { amount, symbol: order.asset }),
    };
  }
  if (order?.status === 'failed') return { ...base, status: t('onramp.failed'), tone: 'error' };
  if (order?.status === 'abandoned') return { ...base, status: t('onramp.abandoned'), tone: 'warning' };
  const blocked = onramp.popup === 'blocked';
  const pending = { ...base, pending: true, blocked };
  if (onramp.buyStatus === 'stopped')
    return { ...pending, status: t('onramp.stopped', { provider }), tone: 'warning' };
  if (blocked) return { ...pending, status: t('onramp.popupBlocked', { provider }), tone: 'warning' };
  if (onramp.popup === 'closed')
    return { ...pending, status: t('onramp.popupClosed', { provider }), tone: 'muted' };
  return { ...pending, status: t('onramp.waiting', { provider }), tone: 'muted' };
}

/** What is bought: "0.0065 ETH" (the order's amount, else the quote's), or "ETH" before either is known. */
export function buyTarget(onramp: OnrampState): string {
  const symbol =
    onramp.order?.asset ?? onramp.quote?.purchaseAmount.currency ?? onramp.purchaseCurrency ?? '';
  const amount = onramp.order?.amount ?? onramp.quote?.purchaseAmount.amount;
  return amount ? `${trimDecimal(amount)} ${symbol}`.trim() : symbol;
}
