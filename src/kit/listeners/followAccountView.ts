import type { BalanceArgs } from '../../adapters/runtime/balanceEndpoints';
import { TOKEN_NAMESPACES } from '../../adapters/runtime/tokenNamespaces';
import type { WalletRuntime } from '../../adapters/runtime/WalletRuntime';
import { connectedAccount } from '../../adapters/runtime/watchNativeBalance';
import type { KitStore, RootState } from '../../store/createKitStore';
import { onSelectedChange } from '../onSelectedChange';
import { shownView } from '../shownView';

/**
 * How often the native balance and the token list are read again while the Account view is shown.
 * SPEC §9 is silent; a block is 1-12 s on the chains the kit knows, so a change shows within a block
 * or so, and the RPC and API are asked only while someone looks.
 */
export const ACCOUNT_BALANCE_POLL_MS = 4_000;

/**
 * The connected accounts of the namespaces other than the active one (issue 27: the Account view lists
 * every connected family with its balance, so theirs are read too).
 */
function otherConnectedAccounts(state: RootState): BalanceArgs[] {
  const others: BalanceArgs[] = [];
  for (const [namespace, chain] of Object.entries(state.chains.chains)) {
    if (namespace === state.chains.activeNamespace || !chain) continue;
    const address = chain.accountState.address;
    const caipNetworkId = chain.networkState.caipNetworkId;
    const status = state.connection.status[namespace as keyof typeof state.connection.status];
    if (status === 'connected' && address && caipNetworkId) others.push({ caipNetworkId, address });
  }
  return others;
}

/** The accounts the Account view shows, as a key ('' while the view is not shown on a session). */
export function accountViewKey(state: RootState): string {
  const account = connectedAccount(state);
  if (shownView(state) !== 'Account' || !account) return '';
  const others = otherConnectedAccounts(state).map((o) => `${o.caipNetworkId}|${o.address}`);
  return [`${state.chains.activeNamespace}|${account.caipNetworkId}|${account.address}`, ...others].join(',');
}

/**
 * Refresh while shown, for the Account view: a kit listener keyed on the view and its account
 * subscribes, through the wallet runtime's balance part, to the native balance and the token list
 * with `pollingInterval` ACCOUNT_BALANCE_POLL_MS while the view is shown (RTK Query's own polling),
 * fetches the identity when it opens, and unsubscribes when it is left or its account or network
 * changes. The kit decides what is shown; the runtime only reads. Returns the function that stops it.
 */
export function followAccountView(
  kit: Pick<KitStore, 'store' | 'disposers'>,
  wallets: WalletRuntime,
): () => void {
  let shownFor = '';
  let unsubscribe = () => {};
  const follow = () => {
    const state = kit.store.getState() as RootState;
    const key = accountViewKey(state);
    if (key === shownFor) return;
    // A network or account change under the open view asks the sources past their caches.
    const changedUnderView = shownFor !== '' && key !== '';
    shownFor = key;
    unsubscribe();
    let stopped = false;
    const stops: Array<() => void> = [];
    unsubscribe = () => {
      stopped = true;
      for (const stop of stops) stop();
    };
    const account = key ? connectedAccount(state) : undefined;
    const namespace = state.chains.activeNamespace;
    if (!account || !namespace) return;
    const args = { caipNetworkId: account.caipNetworkId, address: account.address };
    const polling = { pollingInterval: ACCOUNT_BALANCE_POLL_MS };
    void wallets
      .balances()
      .then((balances) => {
        if (stopped) return;
        stops.push(balances.subscribeNativeBalance(args, polling));
        // The other connected families' native balances, for the view's list of accounts.
        for (const other of otherConnectedAccounts(state))
          stops.push(balances.subscribeNativeBalance(other, polling));
        // The API answers EVM and Solana token balances (SPEC §9 balance chains); identity is EVM's.
        if (!TOKEN_NAMESPACES.has(namespace)) return;
        try {
          // Only a session with a live provider (any connector that registered one) is fetched for.
          wallets.session(namespace);
        } catch {
          return;
        }
        stops.push(balances.subscribeTokenBalances(args, { ...polling, forceRefetch: changedUnderView }));
        if (namespace === 'eip155') void balances.fetchIdentity(account.address);
      })
      .catch(() => undefined);
  };
  follow();
  const stopListening = onSelectedChange(kit, accountViewKey, follow);
  return () => {
    stopListening();
    unsubscribe();
  };
}

/** True while the Account view shows a connected account (its token list is then refreshed too). */
export const isAccountViewShown = (state: RootState): boolean => accountViewKey(state) !== '';
