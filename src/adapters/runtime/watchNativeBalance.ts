import type { RuntimeContext } from './createRuntimeContext';

/**
 * How often the native balance is read again while an account is connected and the page is visible,
 * outside the Account view (which polls faster, watchAccountView.ts). The host's own button shows the
 * balance, and an app that sends through the provider itself (wagmi, viem) never tells the kit: a poll
 * is the one signal every connector gives. About a mainnet block, so one read per block at most.
 */
export const BALANCE_POLL_MS = 10_000;

/** What the watcher reads and when it leaves the reading to someone else. */
export interface NativeBalanceReads {
  /** Reads the balance, through its cache (a fresh session or network). */
  refreshBalance(): Promise<void>;
  /** Reads it from the chain, bypassing the cache (a poll). */
  refreshAll(): Promise<void>;
  /** True while the Account view polls it itself. */
  polledElsewhere(): boolean;
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Keeps the connected account's native balance current for every connector (extension,
 * WalletConnect, embedded wallet): read as soon as a session, network or address appears, then polled
 * every BALANCE_POLL_MS while the page is visible. Returns the function that stops it.
 */
export function watchNativeBalance(ctx: RuntimeContext, reads: NativeBalanceReads): () => void {
  let watched = '';
  let stopTimer: (() => void) | undefined;

  const schedule = () => {
    stopTimer?.();
    stopTimer = ctx.deps.services.setTimeout(() => {
      stopTimer = undefined;
      const read = pageHidden() || reads.polledElsewhere() ? Promise.resolve() : reads.refreshAll();
      void read
        .catch(() => undefined)
        .finally(() => {
          if (watched !== '') schedule();
        });
    }, BALANCE_POLL_MS);
  };

  const follow = () => {
    const { chains, connection } = ctx.getState();
    const namespace = chains.activeNamespace;
    const chain = namespace ? chains.chains[namespace] : undefined;
    const address = chain?.accountState.address;
    const connected = !!namespace && connection.status[namespace] === 'connected' && !!address;
    const target = connected ? `${chain?.networkState.caipNetworkId}:${address}` : '';
    if (target === watched) return;
    watched = target;
    stopTimer?.();
    stopTimer = undefined;
    if (!target) return;
    // A session another connector made (the embedded wallet) has no balance until read here.
    if (chain?.accountState.balance === undefined) void reads.refreshBalance().catch(() => undefined);
    schedule();
  };
  // This part loads once a session exists, so the one already there is followed at once.
  follow();
  const stopWatching = ctx.deps.store.subscribe(follow);

  return () => {
    stopWatching();
    stopTimer?.();
  };
}
