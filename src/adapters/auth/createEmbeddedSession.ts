import { NamespaceNotConfiguredError } from '../../core/errors/catalogue';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import { DEFAULT_ACCOUNT_TYPES } from '../../core/networks/namespaceFeatures';
import type { FrameClient } from '../../frame/createFrameClient';
import type { FrameUser } from '../../frame/schemas/payloads';
import { connectionEstablished } from '../../store/actions/adapterEvents';
import type { RootState } from '../../store/createKitStore';
import type { EmbeddedAccountType } from '../../store/services/EmbeddedWalletService';
import { AUTH_CONNECTOR_ID } from '../../store/services/EmbeddedWalletService';
import { providerServiceId } from '../../store/services/kitServices';
import { authSlice } from '../../store/slices/authSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import type { FrameEip1193Provider } from './createFrameEip1193Provider';
import { toEvmChainId } from './createFrameEip1193Provider';
import type { FrameSolanaProvider } from './createFrameSolanaProvider';
import type { EmbeddedWalletKit } from './embeddedWalletConfig';

// The embedded wallet's session in the store: connect (GET_USER on eip155, and on solana when the kit
// has Solana networks), restore on start, preferred account type, sign-out (SPEC §4).

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

export interface EmbeddedSession {
  connect(): Promise<void>;
  /** IS_CONNECTED; true -> connect(), false or failure -> login data cleared and sync failed. */
  restore(): Promise<boolean>;
  setPreferredAccount(type: EmbeddedAccountType): Promise<void>;
  signOut(): Promise<void>;
  /**
   * The frame announced its session is gone (sign-out in another tab, revoked, expired): disconnects
   * the namespaces it holds and clears the login data like a sign-out, without asking the frame.
   */
  ended(): void;
  /** The frame switched the EVM network. */
  chainSwitched(chainId: number): void;
  /** The connected EVM account and chain, for the EIP-1193 provider. */
  evm(): { address?: string; chainId?: number };
  /** The connected Solana account and network, for the Solana provider. */
  solana(): { publicKey?: string; caipNetworkId?: string };
}

interface SessionParts {
  frame: Pick<FrameClient, 'request'>;
  eip155: FrameEip1193Provider;
  solana: FrameSolanaProvider;
  /** The connector's listed name, recorded as the connected wallet's. */
  walletName: string;
}

/** Creates the session logic of one kit's embedded wallet. */
export function createEmbeddedSession(kit: EmbeddedWalletKit, parts: SessionParts): EmbeddedSession {
  const { store, services } = kit;
  const { frame } = parts;
  const root = () => store.getState() as RootState;
  const ours = (namespace: ChainNamespace) => root().connection.connectorIds[namespace] === AUTH_CONNECTOR_ID;
  const connected = (namespace: ChainNamespace) =>
    ours(namespace) && root().connection.status[namespace] === 'connected';
  const account = (namespace: ChainNamespace) => root().chains.chains[namespace]?.accountState;
  const network = (namespace: ChainNamespace) => root().chains.chains[namespace]?.networkState.caipNetworkId;

  /** The network a namespace asks the frame for: its current one, else its first configured one. */
  const requestedNetwork = (namespace: ChainNamespace): CaipNetworkId | undefined => {
    const chain = root().chains.chains[namespace];
    return chain?.networkState.caipNetworkId ?? chain?.caipNetworks[0]?.caipNetworkId;
  };

  const setEvmAccount = (address: string, caipNetworkId: CaipNetworkId, user?: FrameUser) => {
    const previous = account('eip155');
    const { socialProvider, socialUsername } = root().auth;
    store.dispatch(chainsSlice.actions.walletNetworkSet({ namespace: 'eip155', caipNetworkId }));
    store.dispatch(
      chainsSlice.actions.accountUpdated({
        namespace: 'eip155',
        address,
        caipAddress: `${caipNetworkId}:${address}` as CaipAddress,
        ...(user
          ? {
              allAccounts: user.accounts.map((a) => ({ ...a, namespace: 'eip155' as const })),
              user: {
                email: user.email ?? null,
                ...((user.userName ?? socialUsername) ? { username: user.userName ?? socialUsername } : {}),
              },
              ...(user.smartAccountDeployed === undefined
                ? {}
                : { smartAccountDeployed: user.smartAccountDeployed }),
              ...(socialProvider ? { socialProvider } : {}),
            }
          : {}),
      }),
    );
    store.dispatch(authSlice.actions.lastUsedChainSet(caipNetworkId));
    if (previous?.address !== address) parts.eip155.emit('accountsChanged', [address]);
  };

  const connectEvm = async () => {
    const chainId = requestedNetwork('eip155');
    if (!chainId) throw new NamespaceNotConfiguredError('eip155');
    const stored = root().chains.preferredAccountTypes.eip155 ?? DEFAULT_ACCOUNT_TYPES.eip155;
    const preferredAccountType = stored === 'smartAccount' ? 'smartAccount' : 'eoa';
    const user = await frame.request('GET_USER', { chainId, preferredAccountType });
    const numeric = toEvmChainId(user.chainId);
    const caipNetworkId = numeric ? (`eip155:${numeric}` as CaipNetworkId) : chainId;
    services.set(providerServiceId('eip155'), parts.eip155);
    setEvmAccount(user.address, caipNetworkId, user);
    if (user.preferredAccountType) {
      store.dispatch(
        chainsSlice.actions.preferredAccountTypeSet({ namespace: 'eip155', type: user.preferredAccountType }),
      );
    }
    store.dispatch(
      connectionSlice.actions.connected({
        namespace: 'eip155',
        connectorId: AUTH_CONNECTOR_ID,
        wallet: { name: parts.walletName, id: AUTH_CONNECTOR_ID },
      }),
    );
  };

  const fetchSmartAccountNetworks = async () => {
    // SPEC §4: a failed fetch stores an empty list.
    const networks = await frame
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      .then((r) => r.smartAccountEnabledNetworks.map((id) => `eip155:${id}` as CaipNetworkId))
      .catch(() => [] as CaipNetworkId[]);
    store.dispatch(authSlice.actions.smartAccountEnabledNetworksSet(networks));
    store.dispatch(chainsSlice.actions.smartAccountNetworksSet({ namespace: 'eip155', networks }));
  };

  // The Solana account is extra: without it the EVM connection still stands.
  const connectSolana = async () => {
    const chainId = requestedNetwork('solana');
    if (!chainId) return;
    const user = await frame.request('GET_USER', { chainId }).catch(() => undefined);
    if (!user) return;
    const previous = account('solana')?.address;
    services.set(providerServiceId('solana'), parts.solana);
    store.dispatch(chainsSlice.actions.walletNetworkSet({ namespace: 'solana', caipNetworkId: chainId }));
    store.dispatch(
      chainsSlice.actions.accountUpdated({
        namespace: 'solana',
        address: user.address,
        caipAddress: `${chainId}:${user.address}` as CaipAddress,
        allAccounts: [{ address: user.address, type: 'eoa', namespace: 'solana' }],
        user: { email: user.email ?? null },
      }),
    );
    store.dispatch(
      connectionSlice.actions.connected({
        namespace: 'solana',
        connectorId: AUTH_CONNECTOR_ID,
        wallet: { name: parts.walletName, id: AUTH_CONNECTOR_ID },
      }),
    );
    if (previous !== user.address) parts.solana.emit('accountsChanged', [user.address]);
  };

  /** Resets every namespace the embedded wallet holds; `failed` marks a failed start-up sync. */
  const clear = (failed: boolean) => {
    store.dispatch(authSlice.actions.loginDataCleared());
    for (const namespace of NAMESPACES) {
      if (!ours(namespace)) continue;
      services.delete(providerServiceId(namespace));
      const action = failed ? connectionSlice.actions.syncFailed : connectionSlice.actions.disconnected;
      store.dispatch(action({ namespace }));
      store.dispatch(chainsSlice.actions.accountReset({ namespace }));
      store.dispatch(chainsSlice.actions.networkReset({ namespace }));
    }
    parts.eip155.emit('accountsChanged', []);
    parts.solana.emit('accountsChanged', []);
  };

  const session: EmbeddedSession = {
    async connect() {
      await connectEvm();
      await fetchSmartAccountNetworks();
      await connectSolana();
      store.dispatch(connectionEstablished({ connectorId: AUTH_CONNECTOR_ID }));
    },
    async restore() {
      const restored = await frame
        .request('IS_CONNECTED', {})
        .then(async ({ isConnected }) => {
          if (isConnected) await session.connect();
          return isConnected;
        })
        .catch(() => false);
      if (!restored) clear(true);
      return restored;
    },
    async setPreferredAccount(type) {
      if (type !== 'eoa' && type !== 'smartAccount') {
        throw new TypeError(`Invalid account type: ${String(type)}`);
      }
      try {
        const result = await frame.request('SET_PREFERRED_ACCOUNT', { type });
        store.dispatch(
          chainsSlice.actions.preferredAccountTypeSet({ namespace: 'eip155', type: result.type }),
        );
        const caipNetworkId = network('eip155');
        if (connected('eip155') && caipNetworkId) setEvmAccount(result.address, caipNetworkId);
      } catch (error) {
        // SPEC §4: a failed change reports (and keeps) EOA.
        store.dispatch(chainsSlice.actions.preferredAccountTypeSet({ namespace: 'eip155', type: 'eoa' }));
        throw error;
      }
    },
    async signOut() {
      await frame.request('SIGN_OUT');
      clear(false);
    },
    ended() {
      // Another connector's namespaces, or a kit that never connected this wallet, are left alone.
      if (!NAMESPACES.some(ours)) return;
      clear(false);
    },
    chainSwitched(chainId) {
      const address = account('eip155')?.address;
      const caipNetworkId = `eip155:${chainId}` as CaipNetworkId;
      if (!connected('eip155') || !address || network('eip155') === caipNetworkId) return;
      setEvmAccount(address, caipNetworkId);
      parts.eip155.emit('chainChanged', `0x${chainId.toString(16)}`);
    },
    evm() {
      if (!connected('eip155')) return {};
      const address = account('eip155')?.address;
      const chainId = toEvmChainId(network('eip155'));
      return { ...(address ? { address } : {}), ...(chainId ? { chainId } : {}) };
    },
    solana() {
      if (!connected('solana')) return {};
      const publicKey = account('solana')?.address;
      const caipNetworkId = network('solana');
      return { ...(publicKey ? { publicKey } : {}), ...(caipNetworkId ? { caipNetworkId } : {}) };
    },
  };
  return session;
}
