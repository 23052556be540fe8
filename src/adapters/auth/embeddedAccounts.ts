import { NamespaceNotConfiguredError } from '../../core/errors/connectionErrors';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import { DEFAULT_ACCOUNT_TYPES } from '../../core/networks/namespaceFeatures';
import type { FrameClient } from '../../frame/createFrameClient';
import type { FrameUser } from '../../frame/schemas/payloads';
import type { RootState } from '../../store/createKitStore';
import { AUTH_CONNECTOR_ID } from '../../store/services/EmbeddedWalletService';
import { providerServiceId } from '../../store/services/kitServices';
import { authSlice } from '../../store/slices/authSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import type { FrameEip1193Provider } from './createFrameEip1193Provider';
import { toEvmChainId } from './createFrameEip1193Provider';
import type { FrameSolanaProvider } from './createFrameSolanaProvider';
import type { EmbeddedWalletKit } from './embeddedWalletConfig';

// The embedded wallet's accounts in the store: the EVM account (GET_USER with the preferred account
// type), its smart-account networks, and the Solana account when the kit has Solana networks (SPEC §4).
// The session (createEmbeddedSession.ts) decides when they are read.

/** What the session and its accounts are made of. */
export interface SessionParts {
  frame: Pick<FrameClient, 'request'>;
  eip155: FrameEip1193Provider;
  solana: FrameSolanaProvider;
  /** The connector's listed name, recorded as the connected wallet's. */
  walletName: string;
}

/** Creates the account reads of one kit's embedded wallet. */
export function createEmbeddedAccounts(kit: EmbeddedWalletKit, parts: SessionParts) {
  const { store, services } = kit;
  const { frame } = parts;
  const root = () => store.getState() as RootState;
  const account = (namespace: ChainNamespace) => root().chains.chains[namespace]?.accountState;

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

  return { setEvmAccount, connectEvm, fetchSmartAccountNetworks, connectSolana };
}
