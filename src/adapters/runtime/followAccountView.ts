import type { Identity } from '../../api/apiTypes';
import type { RuntimeContext, RuntimeState } from './createRuntimeContext';
import { TOKEN_NAMESPACES } from './createTokenBalances';
import { connectedAccount, type SubscribeBalance } from './watchNativeBalance';

/**
 * How often the native balance and the token list are read again while the Account view is shown.
 * SPEC §9 is silent; a block is 1-12 s on the chains the kit knows, so a change shows within a block
 * or so, and the RPC and API are asked only while someone looks.
 */
export const ACCOUNT_BALANCE_POLL_MS = 4_000;

/** What the Account view needs besides the balance subscriptions. */
export interface AccountViewReads {
  subscribeNativeBalance: SubscribeBalance;
  subscribeTokenBalances: SubscribeBalance;
  fetchIdentity(address: string): Promise<Identity | undefined>;
}

/** The account the Account view shows, as a key ('' while the view is not shown on a session). */
export function accountViewKey(ctx: Pick<RuntimeContext, 'deps'>, state: RuntimeState): string {
  const account = connectedAccount(state);
  if (ctx.deps.shownView(state) !== 'Account' || !account) return '';
  return `${state.chains.activeNamespace}|${account.caipNetworkId}|${account.address}`;
}

/**
 * Refresh while shown, for the Account view: a kit listener keyed on the view and its account
 * subscribes to the native balance and the token list with `pollingInterval` ACCOUNT_BALANCE_POLL_MS
 * while the view is shown (RTK Query's own polling), fetches the identity when it opens, and
 * unsubscribes when it is left or its account or network changes. Returns the function that stops it.
 */
export function followAccountView(ctx: RuntimeContext, reads: AccountViewReads): () => void {
  let shownFor = '';
  let unsubscribe = () => {};
  const follow = () => {
    const key = accountViewKey(ctx, ctx.getState());
    if (key === shownFor) return;
    // A network or account change under the open view asks the sources past their caches.
    const changedUnderView = shownFor !== '' && key !== '';
    shownFor = key;
    unsubscribe();
    unsubscribe = () => {};
    const account = key ? connectedAccount(ctx.getState()) : undefined;
    const namespace = ctx.getState().chains.activeNamespace;
    if (!account || !namespace) return;
    const args = { caipNetworkId: account.caipNetworkId, address: account.address };
    const polling = { pollingInterval: ACCOUNT_BALANCE_POLL_MS };
    const stops = [reads.subscribeNativeBalance(args, polling)];
    unsubscribe = () => {
      for (const stop of stops) stop();
    };
    // The API answers EVM and Solana token balances (SPEC §9 balance chains); identity is EVM's.
    if (!TOKEN_NAMESPACES.has(namespace)) return;
    try {
      // Only a session with a live provider (any connector that registered one) is fetched for.
      ctx.session(namespace);
    } catch {
      return;
    }
    stops.push(reads.subscribeTokenBalances(args, { ...polling, forceRefetch: changedUnderView }));
    if (namespace === 'eip155') void reads.fetchIdentity(account.address);
  };
  follow();
  const stopListening = ctx.deps.onSelectedChange(
    (state: RuntimeState) => accountViewKey(ctx, state),
    follow,
  );
  return () => {
    stopListening();
    unsubscribe();
  };
}
