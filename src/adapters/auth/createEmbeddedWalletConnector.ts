import { DEFAULT_CHAIN, SDK_TYPE, SDK_VERSION } from '../../core/constants/sdk';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../core/constants/time';
import { EmailThrottleError, FrameNotSetError } from '../../core/errors/embeddedWalletErrors';
import { createFrameClient, type FrameClient, FrameProtocolError } from '../../frame/createFrameClient';
import { appEventPayloadSchemas } from '../../frame/schemas/events';
import type { RootState } from '../../store/createKitStore';
import type { EmbeddedWalletService } from '../../store/services/EmbeddedWalletService';
import { alertsSlice } from '../../store/slices/alertsSlice';
import { authSlice } from '../../store/slices/authSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { createApprovalFlow } from './createApprovalFlow';
import { createEmbeddedSession } from './createEmbeddedSession';
import { createFrameEip1193Provider, type FrameEip1193Provider } from './createFrameEip1193Provider';
import { createFrameSolanaProvider, type FrameSolanaProvider } from './createFrameSolanaProvider';
import type { EmbeddedWalletKit, RegisterEmbeddedWalletOptions } from './embeddedWalletConfig';

// The lazy chunk of the embedded wallet: the secure frame's client (and with it zod), the providers and
// the login steps of SPEC §4. registerEmbeddedWallet loads it on first use.

export interface EmbeddedWalletConnector extends EmbeddedWalletService {
  readonly client: FrameClient;
  readonly eip155: FrameEip1193Provider;
  readonly solana: FrameSolanaProvider;
  /** Checks a session stored by an earlier visit (IS_CONNECTED) and connects it; false when there is none. */
  restore(): Promise<boolean>;
  /** Removes the iframe and stops listening to the store. */
  destroy(): void;
}

/** Whole seconds left of the e-mail cooldown (rounded up), or 0 when a new code may be sent. */
export function emailCooldownLeft(lastEmailLoginTime: number | undefined, now: number): number {
  if (lastEmailLoginTime === undefined) return 0;
  const left = lastEmailLoginTime + EMAIL_LOGIN_COOLDOWN_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Creates the embedded wallet of one kit: the hidden frame, its providers and the service methods.
 * `walletName` is the name registerEmbeddedWallet listed the connector under (passed, not imported: see
 * registerEmbeddedWallet.ts).
 */
export function createEmbeddedWalletConnector(
  kit: EmbeddedWalletKit,
  options: RegisterEmbeddedWalletOptions,
  walletName: string,
  now: () => number = Date.now,
): EmbeddedWalletConnector {
  const { store, services } = kit;
  // No document (server rendering): there is nowhere to put the frame.
  if (typeof document === 'undefined') throw new FrameNotSetError();
  const root = () => store.getState() as RootState;
  const evm = root().chains.chains.eip155;
  const projectId = options.projectId ?? root().options.projectId;

  const client = createFrameClient({
    projectId,
    chainId: evm?.networkState.caipNetworkId ?? evm?.caipNetworks[0]?.caipNetworkId ?? DEFAULT_CHAIN,
    secureSiteOrigin: options.secureSiteOrigin,
    ...(options.path ? { path: options.path } : {}),
    ...(options.enableLogger === undefined ? {} : { enableLogger: options.enableLogger }),
    // The client aborts every open request after this, so no view waits forever.
    onTimeout: (reason) =>
      store.dispatch(
        alertsSlice.actions.alertRaised({
          id: reason === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT',
        }),
      ),
    // SPEC §8: an embedding the frame refuses is a configuration problem the app owner must see.
    onRefused: () => store.dispatch(alertsSlice.actions.alertRaised({ id: 'INVALID_APP_CONFIGURATION' })),
    // Issue 12 item 3: the frame's session ended elsewhere; show disconnected now, not at the next request.
    onSessionEnded: () => session.ended(),
    // The approval card's own height: the view's slot (and so the iframe) is sized to it.
    onContentHeight: (height) => approval.setContentHeight(height),
  });
  const approval = createApprovalFlow(kit, client.iframe);
  const eip155 = createFrameEip1193Provider({
    frame: client,
    session: () => session.evm(),
    approval,
    ...(kit.showNotification ? { showNotification: kit.showNotification } : {}),
    setTimeout: services.setTimeout,
    onChainSwitched: (chainId) => session.chainSwitched(chainId),
  });
  const solana = createFrameSolanaProvider({ frame: client, session: () => session.solana(), approval });
  const session = createEmbeddedSession(kit, { frame: client, eip155, solana, walletName });

  // Background syncs: queued until the frame is ready, and a failure there must not surface anywhere.
  const ignore = () => undefined;
  const { metadata } = root().options;
  void client
    .request('SYNC_DAPP_DATA', { metadata, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId })
    .catch(ignore);
  let theme = root().theme;
  const syncTheme = () =>
    void client
      .request('SYNC_THEME', { themeMode: theme.themeMode, themeVariables: { ...theme.themeVariables } })
      .catch(ignore);
  syncTheme();
  const stopThemeSync = store.subscribe(() => {
    if (root().theme === theme) return;
    theme = root().theme;
    syncTheme();
  });

  /** Checks an argument with the frame's own schema, so a bad input is refused before any state changes. */
  const check = <K extends 'CONNECT_EMAIL' | 'UPDATE_EMAIL'>(name: K, payload: { email: string }) => {
    const parsed = appEventPayloadSchemas[name].safeParse(payload);
    if (!parsed.success) {
      throw new FrameProtocolError(
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message })),
      );
    }
  };

  let pendingEmail: string | undefined;

  return {
    client,
    eip155,
    solana,
    restore: () => session.restore(),
    connect: () => session.connect(),
    setPreferredAccount: (type) => session.setPreferredAccount(type),
    signOut: () => session.signOut(),

    async connectEmail(email) {
      check('CONNECT_EMAIL', { email });
      const left = emailCooldownLeft(root().auth.lastEmailLoginTime, now());
      if (left > 0) throw new EmailThrottleError(left);
      store.dispatch(authSlice.actions.emailLoginStarted({ now: now() }));
      pendingEmail = email;
      return client.request('CONNECT_EMAIL', { email });
    },
    async connectDevice() {
      await client.request('CONNECT_DEVICE');
    },
    async connectOtp(otp) {
      await client.request('CONNECT_OTP', { otp });
      if (pendingEmail) store.dispatch(authSlice.actions.emailLoginSucceeded({ email: pendingEmail }));
      pendingEmail = undefined;
      await session.connect();
    },
    getSocialRedirectUri: (provider) => client.request('GET_SOCIAL_REDIRECT_URI', { provider }),
    async connectSocial(uri, provider) {
      const user = await client.request('CONNECT_SOCIAL', { uri });
      store.dispatch(
        authSlice.actions.socialLoginSucceeded({
          provider,
          ...(user.userName ? { username: user.userName } : {}),
        }),
      );
      await session.connect();
    },
    getFarcasterUri: () => client.request('GET_FARCASTER_URI'),
    async connectFarcaster() {
      const { userName } = await client.request('CONNECT_FARCASTER');
      store.dispatch(authSlice.actions.socialLoginSucceeded({ provider: 'farcaster', username: userName }));
      await session.connect();
    },
    async updateEmail(email) {
      check('UPDATE_EMAIL', { email });
      return client.request('UPDATE_EMAIL', { email });
    },
    async updateEmailPrimaryOtp(otp) {
      await client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp });
    },
    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp });
      store.dispatch(authSlice.actions.emailLoginSucceeded({ email: newEmail }));
      for (const namespace of ['eip155', 'solana'] as const) {
        const account = root().chains.chains[namespace]?.accountState;
        if (account?.address) {
          const user = { ...account.user, email: newEmail };
          store.dispatch(chainsSlice.actions.accountUpdated({ namespace, user }));
        }
      }
      return { newEmail };
    },
    destroy() {
      stopThemeSync();
      approval.destroy();
      client.destroy();
    },
  };
}
