import type { Identity, TokenBalance } from '../../api/apiTypes';
import type { RuntimeContext } from './createRuntimeContext';
import { TOKEN_NAMESPACES } from './createTokenBalances';

/**
 * How often the native balance is read again while the Account view is shown. SPEC §9 is silent; a
 * block is 1-12 s on the chains the kit knows, so a change shows within a block or so, and the RPC is
 * asked only while someone looks.
 */
export const ACCOUNT_BALANCE_POLL_MS = 4_000;

/** What the Account view's watcher does when the view opens, stays open, or its account changes. */
export interface AccountViewReads {
  refreshAll(): Promise<void>;
  fetchTokenBalances(options?: { forceUpdate?: boolean }): Promise<TokenBalance[]>;
  fetchIdentity(address: string): Promise<Identity | undefined>;
}

/** Watches the Account view: fetches its tokens and identity and polls the balance while it is shown. */
export function watchAccountView(
  ctx: RuntimeContext,
  reads: AccountViewReads,
): { isShown(): boolean; dispose(): void } {
  const { getState } = ctx;

  // While the Account view is shown the native balance is polled (bounded: one read in flight, every
  // ACCOUNT_BALANCE_POLL_MS, stopped when the view closes), so a transfer made elsewhere shows up.
  let stopPolling: (() => void) | undefined;
  const poll = () => {
    stopPolling = ctx.deps.services.setTimeout(() => {
      void reads.refreshAll().finally(() => {
        if (accountViewShown) poll();
      });
    }, ACCOUNT_BALANCE_POLL_MS);
  };

  // The Account view shows tokens and identity: fetch them when it opens on a connected session, and
  // again when the account or network changes under it (a switch clears the portfolio entry).
  let accountViewShown = false;
  let shownFor = '';
  const stopWatchingModal = ctx.deps.store.subscribe(() => {
    const { modal, connection, chains } = getState();
    const namespace = chains.activeNamespace;
    const connected = !!namespace && connection.status[namespace] === 'connected';
    const shown = modal.open && modal.history.at(-1)?.view === 'Account' && connected;
    const target = shown
      ? `${chains.activeCaipNetworkId}:${namespace ? chains.chains[namespace]?.accountState.address : ''}`
      : '';
    if (shown !== accountViewShown) {
      accountViewShown = shown;
      stopPolling?.();
      stopPolling = undefined;
      if (shown) poll();
    }
    if (target === shownFor) return;
    const changedUnderView = shownFor !== '' && target !== '';
    shownFor = target;
    // The API answers EVM and Solana token balances (SPEC §9 balance chains); identity is EVM's.
    if (!shown || !namespace || !TOKEN_NAMESPACES.has(namespace)) return;
    let address: string;
    try {
      // Only a session with a live provider (any connector that registered one) is fetched for.
      address = ctx.session(namespace).address;
    } catch {
      return;
    }
    void reads.fetchTokenBalances(changedUnderView ? { forceUpdate: true } : {}).catch(() => undefined);
    if (namespace === 'eip155') void reads.fetchIdentity(address);
  });

  return {
    isShown: () => accountViewShown,
    dispose() {
      stopPolling?.();
      stopWatchingModal();
    },
  };
}
