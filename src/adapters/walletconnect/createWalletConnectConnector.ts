import type UniversalProvider from '@walletconnect/universal-provider';
import type { CaipNetworkId } from '../../core/namespaces';
import { connectionEstablished } from '../../store/actions/adapterEvents';
import type { RootState } from '../../store/createKitStore';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { applyProviderOverride } from './applyProviderOverride';
import { connectWithAuthentication } from './connectWithAuthentication';
import { guardRelayDecoding } from './guardRelayDecoding';
import {
  type RegisterWalletConnectOptions,
  WALLETCONNECT_CONNECTOR_ID,
  WALLETCONNECT_EVM_EVENTS,
  WALLETCONNECT_EVM_METHODS,
} from './walletConnectConfig';
import { NoPairingStartedError, NoSessionApprovedError } from './walletConnectErrors';
import { WALLETCONNECT_NAMESPACE_PARTS } from './walletConnectFamilies';
import { type FamilyWalletConnectKit, namespaceProposalOf } from './walletConnectNamespaceParts';
import type { WalletConnectConnector } from './walletConnectProvider';
import { accountsOn, createSessionSync } from './walletConnectSessionSync';

// The lazy chunk of the WalletConnect connector: it loads @walletconnect/universal-provider on first
// use and keeps the kit's store in step with the session (walletConnectSessionSync.ts;
// docs/walletconnect.md).

const NAMESPACE = 'eip155' as const;
const STORAGE_KEY_PREFIX = 'wc@2:universal_provider:';

type Provider = UniversalProvider;

/** Creates the connector of one kit. */
export function createWalletConnectConnector(
  kit: FamilyWalletConnectKit,
  options: RegisterWalletConnectOptions,
): WalletConnectConnector {
  const { store, services } = kit;
  const now = options.now ?? Date.now;
  const root = () => store.getState() as RootState;
  let providerPromise: Promise<Provider> | undefined;
  /** Bumped by every pairing: an approval of a superseded pairing is ignored. */
  let generation = 0;
  let approval: Promise<void> | undefined;

  const getProvider = () => {
    providerPromise ??= (async () => {
      const { UniversalProvider } = await import('@walletconnect/universal-provider');
      const state = root().options;
      const isNode = typeof window === 'undefined';
      const storageOptions = options.storageOptions ?? (isNode ? { database: ':memory:' } : undefined);
      const provider = await UniversalProvider.init({
        projectId: options.projectId ?? state.projectId,
        metadata: options.metadata ?? state.metadata,
        customStoragePrefix: options.customStoragePrefix ?? 'portico',
        logger: options.logger ?? 'error',
        telemetryEnabled: false,
        ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
        ...(options.storage ? { storage: options.storage } : {}),
        ...(storageOptions ? { storageOptions } : {}),
      });
      guardRelayDecoding(provider, options.onWarn ?? ((message) => console.warn(message)));
      listen(provider);
      return provider;
    })();
    providerPromise.catch(() => {
      providerPromise = undefined;
    });
    return providerPromise;
  };

  const listen = (provider: Provider) => {
    provider.on('display_uri', (uri: string) => {
      store.dispatch(connectionSlice.actions.walletConnectUriSet({ uri, now: now() }));
    });
    // UniversalProvider follows with accountsChanged for the new chain; the session's accounts on that
    // chain are applied at once so the account never points at the previous chain.
    provider.on('chainChanged', (chainId: string | number) => {
      const session = provider.session;
      if (!session) return;
      const caipNetworkId = `${NAMESPACE}:${chainId}` as CaipNetworkId;
      store.dispatch(chainsSlice.actions.walletNetworkSet({ namespace: NAMESPACE, caipNetworkId }));
      updateAccount(accountsOn(session, caipNetworkId));
    });
    provider.on('accountsChanged', (accounts: string[]) => {
      // EVM accounts only: the other namespaces' accounts do not change after approval.
      if (!provider.session?.namespaces[NAMESPACE] || accounts.length === 0) return;
      updateAccount(accounts);
    });
    // UniversalProvider has already cleaned its stored namespaces when it emits this.
    provider.on('disconnect', () => {
      void cleanPairings(provider).finally(reset);
    });
  };

  const { updateAccount, synced, reset } = createSessionSync(kit);

  /**
   * After the wallet approved a pairing: reported like any other connection (the kit closes the modal when
   * it still shows the connect flow, so the QR the visitor scanned gives way) and the native balance is
   * read, as for any other connector.
   */
  const approved = () => {
    store.dispatch(connectionEstablished({ connectorId: WALLETCONNECT_CONNECTOR_ID }));
    void kit.adapters?.refreshBalance?.().catch(() => undefined);
  };

  const connector: WalletConnectConnector = {
    getProvider,
    async createPairing() {
      const provider = await getProvider();
      const mine = ++generation;
      await dropPendingProposals(provider);
      const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve));
      // With SIWX, eip155-only: the proposal also asks the wallet to sign in (one-click sign-in).
      const connecting = connectWithAuthentication(
        provider,
        services,
        applyProviderOverride(requestedNamespaces(root()), root().options.universalProviderConfigOverride),
      );
      approval = connecting.then(async (session) => {
        if (mine !== generation) return;
        if (!session) throw new NoSessionApprovedError();
        await synced(provider, session);
        approved();
      });
      // A pairing that is replaced or expires rejects; only the current one reports its failure.
      approval.catch((error: unknown) => {
        if (mine !== generation) return;
        store.dispatch(
          connectionSlice.actions.walletConnectStatusSet({
            status: 'disconnected',
            error: error instanceof Error ? error.message : String(error),
          }),
        );
      });
      return { uri: await Promise.race([uri, connecting.then(() => provider.uri ?? '')]) };
    },
    waitForSession() {
      return approval ?? Promise.reject(new NoPairingStartedError());
    },
    async disconnect() {
      const provider = providerPromise ? await providerPromise : undefined;
      if (provider?.session) await provider.disconnect();
      if (provider) await cleanPairings(provider);
      reset();
    },
    async restore() {
      const provider = await getProvider();
      const session = provider.session;
      if (!session || session.expiry * 1000 <= now()) return false;
      await synced(provider, session);
      return true;
    },
    async destroy() {
      generation++;
      const provider = providerPromise ? await providerPromise.catch(() => undefined) : undefined;
      providerPromise = undefined;
      if (!provider) return;
      await dropPendingProposals(provider);
      provider.client.core.heartbeat.stop();
      await provider.client.core.relayer.transportClose().catch(() => undefined);
    },
  };
  return connector;
}

/**
 * The namespaces a pairing asks for: the kit's EVM networks (active first, with their RPCs) and those of
 * each other namespace the kit has networks of (walletConnectFamilies.ts).
 */
function requestedNamespaces(state: RootState) {
  const networks = state.chains.chains[NAMESPACE]?.caipNetworks ?? [];
  const custom = state.options.customRpcUrls;
  const rpcMap: Record<string, string> = {};
  for (const network of networks) {
    const url = custom[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0];
    if (url) rpcMap[String(network.id)] = url;
  }
  // The active network first: UniversalProvider's default chain is the first approved one.
  const active = state.chains.activeCaipNetworkId;
  const chains = networks
    .map((n) => n.caipNetworkId)
    .sort((a, b) => Number(b === active) - Number(a === active));
  const families = Object.fromEntries(
    WALLETCONNECT_NAMESPACE_PARTS.flatMap((part) => {
      const proposal = namespaceProposalOf(state, part);
      return proposal ? [[part.namespace, proposal] as const] : [];
    }),
  );
  return {
    ...(chains.length > 0 || Object.keys(families).length === 0
      ? {
          [NAMESPACE]: {
            chains,
            methods: [...WALLETCONNECT_EVM_METHODS],
            events: [...WALLETCONNECT_EVM_EVENTS],
            rpcMap,
          },
        }
      : {}),
    ...families,
  };
}

/**
 * Ends proposals still waiting for a wallet: their pending `approval()` rejects now (the superseded
 * pairing's approval is ignored by its generation) instead of holding a 5-minute timer.
 */
async function dropPendingProposals(provider: Provider): Promise<void> {
  const client = provider.client;
  for (const proposal of client.proposal.getAll()) {
    await client.proposal
      .delete(proposal.id, { code: 0, message: 'Proposal replaced' })
      .catch(() => undefined);
    client.events.emit('proposal_expire', { id: proposal.id });
  }
}

/** Deletes every pairing and leftover provider key once no session is left (SPEC: delete cleans up). */
async function cleanPairings(provider: Provider): Promise<void> {
  const client = provider.client;
  if (client.session.length > 0) return;
  for (const pairing of client.core.pairing.getPairings()) {
    await client.core.pairing.disconnect({ topic: pairing.topic }).catch(() => undefined);
  }
  const keys = await client.core.storage.getKeys();
  for (const key of keys) if (key.startsWith(STORAGE_KEY_PREFIX)) await client.core.storage.removeItem(key);
}
