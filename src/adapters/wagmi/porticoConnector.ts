import { createConnector } from '@wagmi/core';
import type { Address, Chain } from 'viem';
import type { Eip1193Provider, FollowedKit } from '../ChainAdapter';
import {
  type KitEvmConnection,
  kitActiveEvmChainId,
  kitEvmConnecting,
  kitEvmConnection,
  kitEvmNetwork,
  kitEvmProvider,
  kitModalOpen,
  whenKit,
} from './kitEip155';
import { toWagmiChain } from './wagmiChains';
import {
  WagmiAdapterInUseError,
  WagmiChainNotConfiguredError,
  WagmiConnectCancelledError,
  WagmiKitMissingError,
  WagmiWalletDisconnectedError,
} from './wagmiErrors';

// wagmi's view of the kit. The kit stays the source of the connection: this connector opens the kit's
// modal to connect, disconnects and switches through the kit, and mirrors every change of the kit's
// eip155 connection into wagmi (`connect` / `change` / `disconnect` events), so wagmi's hooks follow
// a wallet connected from the modal, an account or network switched in the wallet, a disconnect.

/** What a Portico connector adds to wagmi's connector: the kit it follows, set by createAppKit. */
export interface PorticoConnectorProperties extends Record<string, unknown> {
  /**
   * Follows `kit` until the returned function runs (the kit's destroy). One kit at a time. `wagmi`: the
   * config holding this connector, whose status says when wagmi would drop a `connect` event.
   */
  followKit(kit: FollowedKit, wagmi?: WagmiStatusSource): () => void;
}

/** wagmi's connection status: while it (re)connects itself, it ignores a connector's `connect` event. */
type WagmiStatus = 'connected' | 'connecting' | 'disconnected' | 'reconnecting';

/** The part of wagmi's `Config` the connector reads: its status, and a subscription to it. */
export interface WagmiStatusSource {
  readonly state: { readonly status: WagmiStatus };
  subscribe(
    selector: (state: { status: WagmiStatus }) => WagmiStatus,
    listener: (status: WagmiStatus) => void,
  ): () => void;
}

const wagmiBusy = (status: WagmiStatus) => status === 'connecting' || status === 'reconnecting';

/**
 * Calls `then` once wagmi is no longer (re)connecting; returns the cancel. After a reload, wagmi's
 * reconnect on mount may still be asking other connectors when the kit's session comes back, and a
 * `connect` event in that time is dropped: the Portico connector waits for this before telling it.
 */
function wagmiIdle(wagmi: WagmiStatusSource, then: () => void): () => void {
  const stop = wagmi.subscribe(
    (state) => state.status,
    (status) => {
      if (wagmiBusy(status)) return;
      stop();
      then();
    },
  );
  return stop;
}

/** Options of `porticoConnector()`. */
export interface PorticoConnectorParameters {
  /** The connector's name in wagmi (`useAccount().connector.name`). */
  name?: string;
  icon?: string;
}

/** wagmi's `connector.type` of the Portico connector. */
export const PORTICO_CONNECTOR_TYPE = 'portico';

type ConnectResult = { accounts: readonly Address[]; chainId: number };

/** Opens the kit's modal and waits for an eip155 wallet; closing the modal first is a rejection. */
async function connectThroughModal(followed: FollowedKit, signal: AbortSignal): Promise<KitEvmConnection> {
  await followed.open({ view: 'Connect' });
  return whenKit(
    followed,
    () => {
      const connection = kitEvmConnection(followed);
      if (connection) return connection;
      if (!kitModalOpen(followed) && !kitEvmConnecting(followed)) throw new WagmiConnectCancelledError();
      return undefined;
    },
    signal,
  );
}

/**
 * A wagmi connector that follows a Portico kit, for a wagmi config the host builds itself:
 * `createConfig({ chains, transports, connectors: [porticoConnector()] })`, then
 * `createAppKit({ adapters: [wagmiAdapter({ config })] })`. `new WagmiAdapter(...)` adds it for you.
 */
export function porticoConnector(parameters: PorticoConnectorParameters = {}) {
  return createConnector<Eip1193Provider, PorticoConnectorProperties>((config) => {
    let kit: FollowedKit | undefined;
    let following = new AbortController();
    // The connection wagmi was last told about; undefined when wagmi sees no connection from us.
    let told: KitEvmConnection | undefined;
    let wagmi: WagmiStatusSource | undefined;
    let waiting: (() => void) | undefined;

    const requireKit = () => {
      if (!kit) throw new WagmiKitMissingError();
      return kit;
    };

    // Forwards to the connected wallet's provider, whichever it is at the time of the request; a
    // stable object, so wagmi's reconnect (which skips providers it has already seen) sees one wallet.
    const provider: Eip1193Provider = {
      request(args) {
        const live = kit ? kitEvmProvider(kit) : undefined;
        if (!live) return Promise.reject(new WagmiWalletDisconnectedError(args.method));
        return live.request(args);
      },
    };

    /** Tells wagmi what changed in the kit's eip155 connection since it was last told. */
    const sync = () => {
      if (!kit) return;
      const next = kitEvmConnection(kit);
      const previous = told;
      // While the kit (re)connects, wagmi keeps what it had: the end of the attempt decides.
      if (!next && kitEvmConnecting(kit)) return;
      // wagmi drops `connect` while it (re)connects itself: tell it once it is done (wagmiIdle).
      if (next && !previous && wagmi && wagmiBusy(wagmi.state.status)) {
        waiting ??= wagmiIdle(wagmi, () => {
          waiting = undefined;
          sync();
        });
        return;
      }
      told = next;
      if (next && !previous)
        config.emitter.emit('connect', { accounts: next.accounts, chainId: next.chainId });
      else if (!next && previous) config.emitter.emit('disconnect');
      else if (
        next &&
        previous &&
        (next.accounts[0] !== previous.accounts[0] || next.chainId !== previous.chainId)
      )
        config.emitter.emit('change', { accounts: next.accounts, chainId: next.chainId });
    };

    /** The kit's connection once no (re)connect is in flight; undefined when it ends disconnected. */
    const settled = async (followed: FollowedKit) => {
      await followed.ready;
      const { signal } = following;
      const outcome = await whenKit(
        followed,
        () => (kitEvmConnecting(followed) ? undefined : { connection: kitEvmConnection(followed) }),
        signal,
      );
      return outcome.connection;
    };

    const switchTo = async (chainId: number): Promise<Chain> => {
      const followed = requireKit();
      const network = kitEvmNetwork(followed, chainId);
      if (!network) throw new WagmiChainNotConfiguredError(chainId);
      await followed.adapters.switchNetwork(network);
      sync();
      return config.chains.find((chain) => chain.id === chainId) ?? toWagmiChain(network);
    };

    return {
      id: 'portico',
      name: parameters.name ?? 'Portico',
      type: PORTICO_CONNECTOR_TYPE,
      ...(parameters.icon ? { icon: parameters.icon } : {}),
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const followed = requireKit();
        let connection = kitEvmConnection(followed) ?? (isReconnecting ? await settled(followed) : undefined);
        if (!connection && isReconnecting) throw new WagmiWalletDisconnectedError('eth_accounts');
        connection ??= await connectThroughModal(followed, following.signal);
        told = connection;
        if (chainId !== undefined && chainId !== connection.chainId) {
          await switchTo(chainId);
          connection = kitEvmConnection(followed) ?? connection;
        }
        const result: ConnectResult = { accounts: connection.accounts, chainId: connection.chainId };
        // wagmi types the answer by the `withCapabilities` flag; the kit knows no per-account capabilities.
        return (
          withCapabilities
            ? { ...result, accounts: result.accounts.map((address) => ({ address, capabilities: {} })) }
            : result
        ) as never;
      },
      async disconnect() {
        await requireKit().adapters.disconnect({ namespace: 'eip155' });
        told = undefined;
      },
      async getAccounts() {
        return (kit && kitEvmConnection(kit)?.accounts) || [];
      },
      async getChainId() {
        const followed = kit;
        const fromKit = followed && (kitEvmConnection(followed)?.chainId ?? kitActiveEvmChainId(followed));
        return fromKit ?? config.chains[0].id;
      },
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        return kit ? (await settled(kit)) !== undefined : false;
      },
      switchChain: ({ chainId }) => switchTo(chainId),
      // The kit follows the wallet's own events; these only re-read it.
      onAccountsChanged: sync,
      onChainChanged: sync,
      onDisconnect: sync,
      followKit(next: FollowedKit, source?: WagmiStatusSource) {
        if (kit && kit !== next) throw new WagmiAdapterInUseError();
        kit = next;
        wagmi = source;
        following = new AbortController();
        const unsubscribe = next.store.subscribe(sync);
        sync();
        return () => {
          unsubscribe();
          waiting?.();
          [waiting, wagmi] = [undefined, undefined];
          following.abort(new WagmiKitMissingError());
          if (told) config.emitter.emit('disconnect');
          kit = undefined;
          told = undefined;
        };
      },
    };
  });
}

porticoConnector.type = PORTICO_CONNECTOR_TYPE;
