import type { BalanceArgs } from './balanceEndpoints';
import type { RuntimeContext, RuntimeState } from './createRuntimeContext';

/**
 * How often the native balance is read again while an account is connected and the page is visible,
 * outside the Account view (which polls faster, followAccountView.ts). The host's own button shows the
 * balance, and an app that sends through the provider itself (wagmi, viem) never tells the kit: a poll
 * is the one signal every connector gives. About a mainnet block, so one read per block at most.
 */
export const BALANCE_POLL_MS = 10_000;

/** Starts an RTK Query subscription to a balance endpoint; returns its unsubscribe. */
export type SubscribeBalance = (
  args: BalanceArgs,
  options: { pollingInterval: number; forceRefetch?: boolean },
) => () => void;

/** The connected account of the active namespace and its network, or undefined. */
export function connectedAccount(state: RuntimeState): (BalanceArgs & { balanceKnown: boolean }) | undefined {
  const namespace = state.chains.activeNamespace;
  const chain = namespace ? state.chains.chains[namespace] : undefined;
  const address = chain?.accountState.address;
  const caipNetworkId = chain?.networkState.caipNetworkId;
  if (!namespace || state.connection.status[namespace] !== 'connected' || !address || !caipNetworkId)
    return undefined;
  return { caipNetworkId, address, balanceKnown: chain?.accountState.balance !== undefined };
}

const keyOf = (state: RuntimeState) => {
  const account = connectedAccount(state);
  return account ? `${account.caipNetworkId}:${account.address}` : '';
};

/**
 * Keeps the connected account's native balance current for every connector (extension,
 * WalletConnect, embedded wallet): a subscription to `getNativeBalance` polled every BALANCE_POLL_MS
 * (skipped while the page is hidden), renewed when the session, network or address changes. While the
 * Account view subscribes too, RTK Query polls the entry at the shorter of the two intervals. Returns
 * the function that stops it.
 */
export function watchNativeBalance(ctx: RuntimeContext, subscribe: SubscribeBalance): () => void {
  let unsubscribe = () => {};
  const follow = () => {
    unsubscribe();
    unsubscribe = () => {};
    const account = connectedAccount(ctx.getState());
    if (!account) return;
    const { caipNetworkId, address, balanceKnown } = account;
    unsubscribe = subscribe({ caipNetworkId, address }, { pollingInterval: BALANCE_POLL_MS });
    // A session another connector made (the embedded wallet) has no balance until read here; one that
    // RTK Query still holds (read a moment ago, or restored) is shown at once.
    if (!balanceKnown) void ctx.refreshBalance().catch(() => undefined);
  };
  // This part loads once a session exists, so the one already there is followed at once.
  follow();
  const stopListening = ctx.deps.onSelectedChange(keyOf, follow);
  return () => {
    stopListening();
    unsubscribe();
  };
}
