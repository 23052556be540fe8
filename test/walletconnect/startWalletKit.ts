import { type IWalletKit, WalletKit } from '@reown/walletkit';
import { Core } from '@walletconnect/core';
import { getSdkError } from '@walletconnect/utils';

// The relay side shared by the test wallets (startWalletPeer.ts, startSolanaWalletPeer.ts): a
// @reown/walletkit client on the relay with its own in-memory core, pairing by URI, its single
// session, and teardown. What a wallet approves and how it answers requests stays with each wallet.

export interface StartWalletKitParameters {
  relayUrl: string;
  /** Start of the core's storage prefix; a random suffix keeps two wallets in one process apart. */
  storagePrefix: string;
  /** The wallet's name in its metadata, as the dapp sees it. */
  name: string;
}

export interface WalletKitPeer {
  core: InstanceType<typeof Core>;
  kit: IWalletKit;
  /**
   * Ties a proposal's handling to the pending `pair`: it resolves when the handling ends (the session
   * approved) and rejects with its error.
   */
  settle(handling: Promise<void>): void;
  /** Scans a pairing URI; resolves when the proposal is approved. */
  pair(uri: string): Promise<void>;
  /** The topic of the (single) active session. */
  sessionTopic(): string;
  /** Ends the session from the wallet side. */
  disconnect(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a WalletKit client on the relay, for a test wallet to build on. */
export async function startWalletKit(parameters: StartWalletKitParameters): Promise<WalletKitPeer> {
  // Each wallet has its own core: two clients in one process otherwise share WalletConnect's global one.
  const core = new Core({
    projectId: 'portico-sandbox',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: `${parameters.storagePrefix}-${Math.random().toString(36).slice(2)}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'error',
  });
  const kit = await WalletKit.init({
    core,
    metadata: { name: parameters.name, description: 'Test wallet', url: 'https://wallet.test', icons: [] },
  });
  let approved: (() => void) | undefined;
  let failed: ((error: unknown) => void) | undefined;

  const sessionTopic = () => {
    const [session] = Object.values(kit.getActiveSessions());
    if (!session) throw new Error('the wallet has no session');
    return session.topic;
  };

  return {
    core,
    kit,
    settle(handling) {
      handling.then(
        () => approved?.(),
        (error: unknown) => failed?.(error),
      );
    },
    pair(uri) {
      return new Promise<void>((resolve, reject) => {
        approved = resolve;
        failed = reject;
        kit.pair({ uri }).catch(reject);
      });
    },
    sessionTopic,
    async disconnect() {
      await kit.disconnectSession({ topic: sessionTopic(), reason: getSdkError('USER_DISCONNECTED') });
    },
    async stop() {
      core.heartbeat.stop();
      await core.relayer.transportClose().catch(() => undefined);
    },
  };
}
