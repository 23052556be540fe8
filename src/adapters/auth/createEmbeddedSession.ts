import type { CaipNetworkId, ChainNamespace } from '../../core/namespaces';
import { connectionEstablished } from '../../store/actions/adapterEvents';
import { kitEventRaised } from '../../store/actions/kitEventRaised';
import type { RootState } from '../../store/createKitStore';
import type { EmbeddedAccountType } from '../../store/services/EmbeddedWalletService';
import { AUTH_CONNECTOR_ID } from '../../store/services/EmbeddedWalletService';
import { providerServiceId } from '../../store/services/kitServices';
import { authSlice } from '../../store/slices/authSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { toEvmChainId } from './createFrameEip1193Provider';
import { createEmbeddedAccounts, type SessionParts } from './embeddedAccounts';
import type { EmbeddedWalletKit } from './embeddedWalletConfig';

// The embedded wallet's session in the store: connect (GET_USER on eip155, and on solana when the kit
// has Solana networks: embeddedAccounts.ts), restore on start, preferred account type, sign-out (SPEC §4).

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

  const { setEvmAccount, connectEvm, fetchSmartAccountNetworks, connectSolana } = createEmbeddedAccounts(
    kit,
    parts,
  );

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
        const properties = { accountType: result.type, network: caipNetworkId ?? '' };
        store.dispatch(kitEventRaised('SET_PREFERRED_ACCOUNT_TYPE', properties));
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
