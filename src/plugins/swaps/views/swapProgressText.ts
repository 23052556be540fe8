import type { Translate } from '../../../ui/primitives/TextContext';
import type { SwapTxStatus } from '../swapTypes';

const APPROVE_KEYS: Partial<Record<SwapTxStatus, string>> = {
  simulating: 'swaps.approveSimulating',
  awaitingWallet: 'swaps.approveWallet',
  pending: 'swaps.approvePending',
  done: 'swaps.approveDone',
};
const SWAP_KEYS: Partial<Record<SwapTxStatus, string>> = {
  simulating: 'swaps.swapSimulating',
  // SPEC §8's snackbar, 'Confirm transaction in your wallet'.
  awaitingWallet: 'swaps.swapWallet',
  pending: 'swaps.swapPending',
  done: 'swaps.swapDone',
};

/**
 * Where an approval or a swap stands, as the preview says it ("Approve spending 250 USDC in your
 * wallet"); undefined while idle. `vars` are the approval's amount and symbol.
 */
export function swapProgressText(
  t: Translate,
  step: 'approve' | 'swap',
  status: SwapTxStatus,
  vars: { amount: string; symbol: string },
): string | undefined {
  const key = (step === 'approve' ? APPROVE_KEYS : SWAP_KEYS)[status];
  return key ? t(key, vars) : undefined;
}

/** The wallet is being asked or the chain awaited: nothing else may happen on the preview. */
export function isSwapBusy(status: SwapTxStatus | undefined): boolean {
  return status === 'simulating' || status === 'awaitingWallet' || status === 'pending';
}
