import type { Identity, TokenBalance } from '../../api/apiTypes';
import { BALANCE_RETRY_BLOCK_MS } from '../../core/constants/time';
import { TOAST } from '../../core/errors/messages';
import type { ChainNamespace } from '../../core/namespaces';
import { cachesSlice, readCache } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import type { ChainAdapter } from '../ChainAdapter';
import type { AdapterRuntime } from './AdapterRuntime';
import { type RuntimeContext, type RuntimeSession, withTimeout } from './createRuntimeContext';
import { dropZeroDecimals, walletAssetsToBalances } from './evmAssets';
import { priceAddressOf, withPrices } from './tokenPrices';
import { walletMethodApproved } from './walletMethodApproved';

// Native balance (RPC, 30 s cache), token balances (wallet_getAssets when the wallet reports asset
// discovery for the active chain, else the API with its 30 s cache and 30 s retry block; valued at the
// price endpoint's prices, cached with them) and identity (API, 5 min cache). SPEC §5, §7, §8, §9.

/**
 * How often the native balance is read again while the Account view is shown. SPEC §9 is silent; a
 * block is 1-12 s on the chains the kit knows, so a change shows within a block or so, and the RPC is
 * asked only while someone looks.
 */
export const ACCOUNT_BALANCE_POLL_MS = 4_000;

/** Namespaces whose token list the Account view reads from the API. */
const TOKEN_NAMESPACES: ReadonlySet<string> = new Set(['eip155', 'solana']);

type Balances = Pick<AdapterRuntime, 'refreshBalance' | 'fetchTokenBalances' | 'fetchIdentity'>;

const hexChainId = (id: number | string) => `0x${Number(id).toString(16)}`;

/**
 * SPEC §5: asset discovery only when the wallet says it supports it on the active chain
 * (EIP-7811: `wallet_getCapabilities` -> `{ [chainId]: { assetDiscovery: { supported: true } } }`).
 */
async function walletSupportsAssets(s: RuntimeSession, chain: string): Promise<boolean> {
  // A WalletConnect session that did not approve the method would only reject it (and log an error).
  if (!walletMethodApproved(s.provider, s.namespace, 'wallet_getCapabilities')) return false;
  const capabilities = await withTimeout(
    s.provider.request({ method: 'wallet_getCapabilities', params: [s.address, [chain]] }),
  ).catch(() => undefined);
  if (typeof capabilities !== 'object' || capabilities === null) return false;
  const entry = Object.entries(capabilities).find(([key]) => key.toLowerCase() === chain)?.[1] as
    | { assetDiscovery?: { supported?: unknown } }
    | undefined;
  return entry?.assetDiscovery?.supported === true;
}

/** The wallet's own asset list for the active chain, or undefined when it is not usable. */
async function assetsFromWallet(
  s: RuntimeSession,
  adapter: ChainAdapter,
): Promise<TokenBalance[] | undefined> {
  if (!s.network) return undefined;
  const chain = hexChainId(s.network.id);
  if (!(await walletSupportsAssets(s, chain))) return undefined;
  return withTimeout(
    s.provider.request({
      method: 'wallet_getAssets',
      params: [{ account: s.address, chainFilter: [chain] }],
    }),
  )
    .then((result) => walletAssetsToBalances(result, chain, s.network!.caipNetworkId, adapter.formatUnits))
    .catch(() => undefined);
}

/** Creates the balance and identity part of the runtime; `dispose` stops watching the Account view. */
export function createBalances(
  ctx: RuntimeContext,
): Balances & { refreshAll(): Promise<void>; dispose(): void } {
  const { getState, dispatch, now } = ctx;
  let balanceBlockedUntil = 0;

  const refreshBalance = async () => {
    const { address, network, namespace } = ctx.session();
    if (!network) return;
    const adapter = await ctx.loadAdapter(namespace);
    const key = `${network.caipNetworkId}:${address}`;
    const cached = readCache(getState().caches, 'balance', key, now());
    const value = cached ?? (await adapter.getBalance({ network, address }));
    if (!cached) dispatch(cachesSlice.actions.cacheSet('balance', key, value, now()));
    // The account may have changed while the balance was read.
    if (getState().chains.chains[namespace]?.accountState.address !== address) return;
    dispatch(
      chainsSlice.actions.accountUpdated({ namespace, balance: value.balance, balanceSymbol: value.symbol }),
    );
  };

  /** The API's balances; undefined while retries are blocked or after a failure (then toasted). */
  const fromApi = async (s: RuntimeSession, forceUpdate: boolean): Promise<TokenBalance[] | undefined> => {
    if (now() < balanceBlockedUntil || !s.network) return undefined;
    try {
      const api = await ctx.deps.getApi();
      const result = await (
        dispatch(
          api.endpoints.getBalance.initiate(
            { address: s.address, chainId: s.network.caipNetworkId, ...(forceUpdate ? { forceUpdate } : {}) },
            { subscribe: false, forceRefetch: true },
          ),
        ) as { unwrap(): Promise<{ balances: TokenBalance[] }> }
      ).unwrap();
      return dropZeroDecimals(Array.isArray(result?.balances) ? result.balances : []);
    } catch {
      balanceBlockedUntil = now() + BALANCE_RETRY_BLOCK_MS;
      ctx.deps.showNotification({ message: TOAST.tokenBalanceUnavailable, variant: 'error' });
      return undefined;
    }
  };

  /** USD values from `POST /v1/fungible/price` (SPEC §7); a failed price call keeps the source's own. */
  const priced = async (balances: TokenBalance[]): Promise<TokenBalance[]> => {
    if (balances.length === 0) return balances;
    try {
      const api = await ctx.deps.getApi();
      const addresses = [...new Set(balances.map(priceAddressOf))];
      const answer = await (
        dispatch(api.endpoints.getFungiblePrice.initiate({ addresses }, { subscribe: false })) as {
          unwrap(): Promise<{ fungibles?: unknown }>;
        }
      ).unwrap();
      return withPrices(balances, answer?.fungibles);
    } catch {
      return balances;
    }
  };

  const fetchTokenBalances = async ({ forceUpdate = false } = {}): Promise<TokenBalance[]> => {
    const s = ctx.session();
    if (!s.network) return [];
    // Keyed by address (SPEC §9, and what the Account view reads); a network change clears the entry.
    const key = s.address;
    const cached = forceUpdate ? undefined : readCache(getState().caches, 'portfolio', key, now());
    if (cached) return cached;
    const adapter = await ctx.loadAdapter(s.namespace);
    // Wallet asset discovery is EIP-7811 (EVM); a Solana account's tokens come from the API.
    const fromWallet = s.namespace === 'eip155' ? await assetsFromWallet(s, adapter) : undefined;
    const found = fromWallet ? dropZeroDecimals(fromWallet) : await fromApi(s, forceUpdate);
    if (!found) return [];
    const balances = await priced(found);
    dispatch(cachesSlice.actions.cacheSet('portfolio', key, balances, now()));
    return balances;
  };

  const fetchIdentity = async (address: string): Promise<Identity | undefined> => {
    const cached = readCache(getState().caches, 'identity', address, now());
    const apply = (identity: Identity) => {
      for (const [namespace, chain] of Object.entries(getState().chains.chains)) {
        if (chain?.accountState.address?.toLowerCase() === address.toLowerCase()) {
          dispatch(
            chainsSlice.actions.accountUpdated({
              namespace: namespace as ChainNamespace,
              profileName: identity.name,
              profileImage: identity.avatar,
            }),
          );
        }
      }
      return identity;
    };
    if (cached) return apply(cached);
    try {
      const api = await ctx.deps.getApi();
      const identity = await (
        dispatch(api.endpoints.getIdentity.initiate({ address }, { subscribe: false })) as {
          unwrap(): Promise<Identity>;
        }
      ).unwrap();
      const value: Identity = {
        name: typeof identity?.name === 'string' ? identity.name : null,
        avatar: typeof identity?.avatar === 'string' ? identity.avatar : null,
      };
      dispatch(cachesSlice.actions.cacheSet('identity', address, value, now()));
      return apply(value);
    } catch {
      return undefined;
    }
  };

  /** Reads the native balance and the token list again from their sources, bypassing the caches. */
  const refreshAll = async (): Promise<void> => {
    let s: RuntimeSession;
    try {
      s = ctx.session();
    } catch {
      return; // disconnected meanwhile
    }
    if (s.network)
      dispatch(
        cachesSlice.actions.cacheCleared({
          cache: 'balance',
          key: `${s.network.caipNetworkId}:${s.address}`,
        }),
      );
    await refreshBalance().catch(() => undefined);
    if (accountViewShown && TOKEN_NAMESPACES.has(s.namespace))
      await fetchTokenBalances({ forceUpdate: true }).catch(() => undefined);
  };

  // While the Account view is shown the native balance is polled (bounded: one read in flight, every
  // ACCOUNT_BALANCE_POLL_MS, stopped when the view closes), so a transfer made elsewhere shows up.
  let stopPolling: (() => void) | undefined;
  const poll = () => {
    stopPolling = ctx.deps.services.setTimeout(() => {
      void refreshAll().finally(() => {
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
    void fetchTokenBalances(changedUnderView ? { forceUpdate: true } : {}).catch(() => undefined);
    if (namespace === 'eip155') void fetchIdentity(address);
  });

  return {
    refreshBalance,
    refreshAll,
    fetchTokenBalances,
    fetchIdentity,
    dispose() {
      stopPolling?.();
      stopWatchingModal();
    },
  };
}
