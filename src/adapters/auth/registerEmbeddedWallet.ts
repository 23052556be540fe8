import type { RootState } from '../../store/createKitStore';
import {
  AUTH_CONNECTOR_ID,
  EMBEDDED_WALLET_SERVICE_ID,
  type EmbeddedWalletService,
} from '../../store/services/EmbeddedWalletService';
import { connectorServiceId } from '../../store/services/kitServices';
import { authSlice } from '../../store/slices/authSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { connectorsSlice } from '../../store/slices/connectorsSlice';
import { EmbeddedWalletDestroyedError } from './authErrors';
import type { EmbeddedWalletConnector } from './createEmbeddedWalletConnector';
import {
  AUTH_CONNECTOR_NAME,
  type EmbeddedWalletKit,
  type RegisterEmbeddedWalletOptions,
} from './embeddedWalletConfig';

// Eager and small: the frame client, its zod schemas and the providers load with the connector chunk on
// the first call (or when a stored session is restored), never at start-up (DESIGN §6).
// This front and the chunk share no module of their own: the chunk gets the connector's name as an
// argument and imports embeddedWalletConfig.ts for types only. A host's esbuild puts any module that
// `portico` re-exports *and* a lazy chunk uses into a chunk the page loads at start, even when the page
// never registers an embedded wallet (docs/bench.md, "esbuild's shared chunks").

/** What `registerEmbeddedWallet` registers under `embeddedWallet`: the service, plus `load`. */
export interface EmbeddedWalletKitService extends EmbeddedWalletService {
  /** The loaded connector (loads it): the frame client and the providers. */
  load(): Promise<EmbeddedWalletConnector>;
}

/**
 * Registers the embedded wallet in a kit: the `embeddedWallet` service (the e-mail and socials views'
 * contract), `connector:auth` and the AUTH connector in the store. A session stored by an earlier visit
 * is checked once the kit is ready. `kit.destroy()` removes the iframe.
 */
export function registerEmbeddedWallet(
  kit: EmbeddedWalletKit,
  options: RegisterEmbeddedWalletOptions,
): EmbeddedWalletKitService {
  const { store, services } = kit;
  if (typeof options?.secureSiteOrigin !== 'string' || options.secureSiteOrigin.length === 0) {
    throw new TypeError('registerEmbeddedWallet: secureSiteOrigin is required');
  }
  let loading: Promise<EmbeddedWalletConnector> | undefined;
  let destroyed = false;
  const load = () => {
    if (destroyed) return Promise.reject(new EmbeddedWalletDestroyedError());
    loading ??= import('./createEmbeddedWalletConnector').then((chunk) => {
      const connector = chunk.createEmbeddedWalletConnector(kit, options, AUTH_CONNECTOR_NAME);
      // Destroyed while the chunk was loading: the iframe must not outlive the kit.
      if (destroyed) connector.destroy();
      return connector;
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  const service: EmbeddedWalletKitService = {
    load,
    connectEmail: async (email) => (await load()).connectEmail(email),
    connectDevice: async () => (await load()).connectDevice(),
    connectOtp: async (otp) => (await load()).connectOtp(otp),
    getSocialRedirectUri: async (provider) => (await load()).getSocialRedirectUri(provider),
    connectSocial: async (uri, provider) => (await load()).connectSocial(uri, provider),
    getFarcasterUri: async () => (await load()).getFarcasterUri(),
    connectFarcaster: async () => (await load()).connectFarcaster(),
    connect: async () => (await load()).connect(),
    updateEmail: async (email) => (await load()).updateEmail(email),
    updateEmailPrimaryOtp: async (otp) => (await load()).updateEmailPrimaryOtp(otp),
    updateEmailSecondaryOtp: async (otp) => (await load()).updateEmailSecondaryOtp(otp),
    setPreferredAccount: async (type) => (await load()).setPreferredAccount(type),
    signOut: async () => (await load()).signOut(),
  };
  services.set(EMBEDDED_WALLET_SERVICE_ID, service);
  services.set(connectorServiceId(AUTH_CONNECTOR_ID), {
    connect: service.connect,
    disconnect: service.signOut,
  });
  store.dispatch(
    connectorsSlice.actions.connectorAdded({
      id: AUTH_CONNECTOR_ID,
      type: 'AUTH',
      name: AUTH_CONNECTOR_NAME,
      chain: 'eip155',
    }),
  );
  services.onDispose(() => {
    destroyed = true;
    void loading?.then((connector) => connector.destroy()).catch(() => undefined);
  });

  // SPEC §4: a namespace restored as `connecting` through the embedded wallet is checked with the frame.
  void (kit.ready ?? Promise.resolve()).then(async () => {
    const { connection } = store.getState() as RootState;
    const restoring = (['eip155', 'solana'] as const).filter(
      (ns) => connection.connectorIds[ns] === AUTH_CONNECTOR_ID && connection.status[ns] === 'connecting',
    );
    // On a server there is no frame to ask, and a failed check there would wipe the stored session.
    if (destroyed || restoring.length === 0 || typeof document === 'undefined') return;
    const restored = await load()
      .then((connector) => connector.restore())
      .catch(() => false);
    // restore() already cleaned up after a false answer; this covers a chunk that failed to load.
    if (restored || destroyed) return;
    store.dispatch(authSlice.actions.loginDataCleared());
    for (const namespace of restoring) {
      if ((store.getState() as RootState).connection.status[namespace] === 'connecting') {
        store.dispatch(connectionSlice.actions.syncFailed({ namespace }));
      }
    }
  });
  return service;
}
