import { ed25519 } from '@noble/curves/ed25519';
import { hexToBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { FrameAppEventName } from '../../../src/core/constants/frame';
import { UNSAFE_RPC_METHODS } from '../../../src/core/constants/rpcMethods';
import {
  FRAME_SESSION_ENDED_TYPE,
  frameErrorType,
  frameSuccessType,
  type SessionEndedReason,
} from '../../../src/frame/schemas/events';
import { parseAppEvent, parseFrameEvent } from '../../../src/frame/schemas/parse';
import type { AuthUser } from './AuthClient';
import type { CreateFrameHostParameters } from './CreateFrameHostParameters';
import { createFrameRpc, type FrameWallet } from './createFrameRpc';

/** Methods that sign or send: each one rechecks the session with the auth service first. */
const UNSAFE: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS);

export type { CreateFrameHostParameters, FrameChain, FrameStorage } from './CreateFrameHostParameters';

/** Before issue 12 one session served every embedding; it is dropped, never reused. */
const UNBOUND_SESSION_KEY = 'portico-frame/session';
const DEVICE_KEY = 'portico-frame/device';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The storage key of the session of one embedding: a page on another origin, or the same page with
 * another projectId, finds nothing under it (issue 12 item 1; the frame origin's storage is shared by
 * every parent on the same site).
 */
export function sessionStorageKey(parentOrigin: string, projectId: string): string {
  return `portico-frame/session/${encodeURIComponent(parentOrigin)}/${encodeURIComponent(projectId)}`;
}

/** The secure frame's logic: every app event of the protocol in, one checked reply out. */
export function createFrameHost(options: CreateFrameHostParameters) {
  const { auth, storage } = options;
  const SESSION_KEY = sessionStorageKey(options.parentOrigin, options.projectId);
  storage.removeItem(UNBOUND_SESSION_KEY);
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const pollTimeoutMs = options.pollTimeoutMs ?? 25_000;
  const fallbackChain = options.chains[0]?.caipNetworkId ?? 'eip155:1';
  let current = fallbackChain;
  try {
    // An unknown chain in the iframe URL is not fatal: the kit switches network once connected.
    if (options.initialChainId !== undefined) current = normaliseChain(options.initialChainId);
  } catch {
    current = fallbackChain;
  }
  let user: AuthUser | undefined;
  let wallet: FrameWallet | undefined;
  let pendingEmail: string | undefined;
  let farcasterRequest: string | undefined;
  // Open requests by id, so ABORT_REQUEST can withdraw one (its approval card or its place in the queue).
  const open = new Map<string, AbortController>();

  function normaliseChain(chainId: string | number): string {
    const text = String(chainId);
    let caip: string;
    if (/^0x[0-9a-fA-F]+$/.test(text)) caip = `eip155:${Number.parseInt(text, 16)}`;
    else if (/^[0-9]+$/.test(text)) caip = `eip155:${Number(text)}`;
    else caip = text;
    const [namespace] = caip.split(':');
    if (namespace === 'solana' && /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/.test(caip)) return caip;
    if (namespace === 'eip155' && options.chains.some((chain) => chain.caipNetworkId === caip)) return caip;
    throw new Error(`Unsupported network ${text}`);
  }
  // The kit's own form: numbers for eip155, CAIP-2 strings for solana.
  const wireChainId = (caip: string) => (caip.startsWith('eip155:') ? Number(caip.slice(7)) : caip);
  const evmChain = (chainId?: string | number) => {
    const caip = chainId === undefined ? current : normaliseChain(chainId);
    const chain = options.chains.find((entry) => entry.caipNetworkId === caip);
    if (!chain) throw new Error(`No eip155 node for ${caip}`);
    return { id: Number(caip.slice(7)), rpcUrl: chain.rpcUrl };
  };
  const rpc = createFrameRpc({ approvals: options.approvals, wallet: () => wallet, evmChain });

  function deviceId(): string {
    let id = storage.getItem(DEVICE_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');
      storage.setItem(DEVICE_KEY, id);
    }
    return id;
  }

  function forget() {
    storage.removeItem(SESSION_KEY);
    user = undefined;
    wallet = undefined;
  }

  /**
   * The session ended without the kit asking: the keys leave memory and, when they were loaded (or
   * `announce` says the kit may still show connected), the kit is told at once (issue 12 item 3).
   * `keepStorage` when another tab stored a new session under the key: that one is not ours to remove.
   */
  function sessionGone(reason: SessionEndedReason, announce = false, keepStorage = false) {
    const loaded = user !== undefined || wallet !== undefined;
    if (keepStorage) {
      user = undefined;
      wallet = undefined;
    } else forget();
    // An approval card still open would sign with keys taken before the end: every open card closes.
    for (const controller of open.values()) controller.abort();
    if (loaded || announce) send({ type: FRAME_SESSION_ENDED_TYPE, id: randomId(), payload: { reason } });
  }

  /** Loads the user and the keys for the stored session; false when there is none or it has ended. */
  async function restore(): Promise<boolean> {
    const token = storage.getItem(SESSION_KEY);
    if (!token) {
      // Signed out elsewhere (another tab shares this storage): the keys leave memory too (issue 12).
      sessionGone('signed_out');
      return false;
    }
    if (user && wallet) return true;
    const session = await auth.session(token);
    if (!session) {
      sessionGone('ended');
      return false;
    }
    const keys = await auth.keys(token);
    const seed = hexToBytes(`0x${keys.solanaSeed}`);
    user = session.user;
    wallet = {
      evm: privateKeyToAccount(keys.evmPrivateKey),
      solanaSeed: seed,
      solanaPublicKey: ed25519.getPublicKey(seed),
      solanaAddress: session.user.solanaAddress,
    };
    return true;
  }

  async function signIn(token: string) {
    storage.setItem(SESSION_KEY, token);
    user = undefined;
    wallet = undefined;
    if (!(await restore())) throw new Error('The new session was refused');
  }

  /**
   * Before anything that signs: the session must still be alive at the auth service (not signed out in
   * another tab, revoked or expired), else the keys are dropped and the request refused.
   */
  async function requireLiveSession(): Promise<void> {
    const token = storage.getItem(SESSION_KEY);
    const session = token ? await auth.session(token) : undefined;
    if (!session) {
      sessionGone(token ? 'ended' : 'signed_out');
      throw new Error('Not signed in');
    }
    if (!(await restore())) throw new Error('Not signed in');
  }

  async function requireUser(): Promise<{ user: AuthUser; token: string }> {
    if (!(await restore()) || !user) throw new Error('Not signed in');
    return { user, token: storage.getItem(SESSION_KEY) as string };
  }

  async function userPayload(chainId?: string | number) {
    const signedIn = (await requireUser()).user;
    if (chainId !== undefined) current = normaliseChain(chainId);
    const address = current.startsWith('solana:') ? signedIn.solanaAddress : signedIn.evmAddress;
    return {
      email: signedIn.email,
      address,
      chainId: wireChainId(current),
      accounts: [{ address, type: 'eoa' as const }],
      ...(signedIn.userName ? { userName: signedIn.userName } : {}),
      preferredAccountType: 'eoa' as const,
    };
  }

  /** Calls `attempt` every pollIntervalMs until it returns a value, giving up before the kit's timeout. */
  async function poll<T>(attempt: () => Promise<T | undefined>, what: string): Promise<T> {
    const deadline = Date.now() + pollTimeoutMs;
    for (;;) {
      const value = await attempt();
      if (value !== undefined) return value;
      if (Date.now() + pollIntervalMs > deadline) throw new Error(`${what} timed out; try again`);
      await sleep(pollIntervalMs);
    }
  }

  // Wrapped so the handlers are plain values (a lint rule takes upper-case keys with functions for components).
  type Handler = (payload: never, signal: AbortSignal) => Promise<unknown>;
  const on = <P>(handler: (payload: P, signal: AbortSignal) => Promise<unknown>) => handler as Handler;
  const handlers: { [K in FrameAppEventName]: Handler } = {
    SWITCH_NETWORK: on(async ({ chainId }: { chainId: string | number }) => {
      current = normaliseChain(chainId);
      return { chainId: wireChainId(current) };
    }),
    CONNECT_EMAIL: on(async ({ email }: { email: string }) => {
      const address = email.toLowerCase();
      if ((await restore()) && user?.email === address) return { action: 'CONNECT' };
      pendingEmail = address;
      return auth.startEmail(address, deviceId());
    }),
    CONNECT_DEVICE: on(async () => {
      const email = pendingEmail;
      if (!email) throw new Error('Start with an e-mail address');
      await poll(
        async () => ((await auth.deviceApproved(email, deviceId())).approved ? true : undefined),
        'Device approval',
      );
      // Approved: this now mails the one-time code the kit asks for next.
      await auth.startEmail(email, deviceId());
      return undefined;
    }),
    CONNECT_OTP: on(async ({ otp }: { otp: string }) => {
      if (!pendingEmail) throw new Error('Start with an e-mail address');
      const { token } = await auth.verifyEmail(pendingEmail, deviceId(), otp);
      await signIn(token);
      pendingEmail = undefined;
      return undefined;
    }),
    GET_SOCIAL_REDIRECT_URI: on(({ provider }: { provider: string }) =>
      auth.startSocial(provider, `${options.parentOrigin}/`),
    ),
    CONNECT_SOCIAL: on(async ({ uri }: { uri: string }) => {
      await signIn((await auth.finishSocial(uri, deviceId())).token);
      return userPayload();
    }),
    GET_FARCASTER_URI: on(async () => {
      const { id, url } = await auth.startFarcaster();
      farcasterRequest = id;
      return { url };
    }),
    CONNECT_FARCASTER: on(async () => {
      const id = farcasterRequest;
      if (!id) throw new Error('Ask for the Farcaster URI first');
      const result = await poll(async () => {
        const answer = await auth.finishFarcaster(id, deviceId());
        return answer.token ? answer : undefined;
      }, 'Farcaster login');
      farcasterRequest = undefined;
      await signIn(result.token as string);
      return { userName: result.userName ?? '' };
    }),
    GET_USER: on(({ chainId }: { chainId: string | number }) => userPayload(chainId)),
    SIGN_OUT: on(async () => {
      const token = storage.getItem(SESSION_KEY);
      forget();
      if (token) await auth.signOut(token);
      return undefined;
    }),
    // The kit's `token` is not used: the session lives in the frame origin's own storage.
    IS_CONNECTED: on(async () => ({ isConnected: await restore() })),
    GET_CHAIN_ID: on(async () => ({ chainId: wireChainId(current) })),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: on(async () => ({ smartAccountEnabledNetworks: [] })),
    INIT_SMART_ACCOUNT: on(async () => {
      throw new Error('Smart accounts are not supported by the reference frame');
    }),
    SET_PREFERRED_ACCOUNT: on(async ({ type }: { type: 'eoa' | 'smartAccount' }) => {
      if (type === 'smartAccount') throw new Error('Smart accounts are not supported by the reference frame');
      return { type, address: (await requireUser()).user.evmAddress };
    }),
    RPC_REQUEST: on(async (payload: Parameters<typeof rpc>[0], signal) => {
      if (UNSAFE.has(payload.method)) await requireLiveSession();
      else if (payload.method !== 'eth_chainId' && payload.method !== 'eth_accounts') await restore();
      return rpc(payload, signal);
    }),
    UPDATE_EMAIL: on(async ({ email }: { email: string }) =>
      auth.startEmailUpdate((await requireUser()).token, email.toLowerCase()),
    ),
    UPDATE_EMAIL_PRIMARY_OTP: on(async ({ otp }: { otp: string }) => {
      await auth.verifyEmailUpdatePrimary((await requireUser()).token, otp);
      return undefined;
    }),
    UPDATE_EMAIL_SECONDARY_OTP: on(async ({ otp }: { otp: string }) => {
      const signedIn = await requireUser();
      const result = await auth.verifyEmailUpdateSecondary(signedIn.token, otp);
      user = { ...signedIn.user, email: result.newEmail };
      return result;
    }),
    SYNC_THEME: on(async (theme: unknown) => {
      options.onTheme?.(theme);
      return undefined;
    }),
    SYNC_DAPP_DATA: on(async () => undefined),
    RELOAD: on(async () => {
      queueMicrotask(() => options.onReload?.());
      return undefined;
    }),
  };

  function send(message: { type: string; id: string; payload?: unknown }) {
    const checked = parseFrameEvent(message);
    if (checked.ok) {
      options.post(message);
      return;
    }
    // A reply that breaks the contract is a frame bug; the kit still gets an answer for its request.
    const name = message.type.replace(/^@portico-frame\/|_SUCCESS$|_ERROR$/g, '') as FrameAppEventName;
    options.post({
      type: frameErrorType(name),
      id: message.id,
      payload: { message: 'The frame produced an invalid reply' },
    });
  }

  return {
    /** Handles one message already accepted by origin and source; invalid ones get an error reply when possible. */
    async handle(message: unknown): Promise<void> {
      const parsed = parseAppEvent(message);
      if (!parsed.ok) {
        const id = (message as { id?: unknown } | null)?.id;
        const name = parsed.type?.replace(/^@portico-app\//, '') as FrameAppEventName | undefined;
        if (name && typeof id === 'string') {
          send({
            type: frameErrorType(name),
            id,
            payload: { message: parsed.issues[0]?.message ?? 'Invalid request' },
          });
        }
        return;
      }
      if (parsed.event.name === 'ABORT_REQUEST') {
        // No reply: the withdrawn request itself answers (rejected), and the kit has stopped waiting.
        open.get(parsed.event.payload.id)?.abort();
        return;
      }
      const { name, id, payload } = parsed.event;
      const controller = new AbortController();
      open.set(id, controller);
      try {
        const handler = handlers[name] as (payload: unknown, signal: AbortSignal) => Promise<unknown>;
        const result = await handler(payload, controller.signal);
        send(
          result === undefined
            ? { type: frameSuccessType(name), id }
            : { type: frameSuccessType(name), id, payload: result },
        );
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        send({ type: frameErrorType(name), id, payload: { message: text.split('\n')[0] } });
      } finally {
        open.delete(id);
      }
    },
    /**
     * A `storage` event of the frame origin (another tab): when this embedding's session was removed or
     * replaced there, the keys leave memory here and the kit is told (SESSION_ENDED, `signed_out`).
     */
    storageChanged(key: string | null, oldValue: string | null, newValue: string | null): void {
      // A null key is storage.clear(): every session went.
      if (key !== null && key !== SESSION_KEY) return;
      if (newValue === null) sessionGone('signed_out', oldValue !== null);
      else if (newValue !== oldValue && (user || wallet)) sessionGone('signed_out', true, true);
    },
    /**
     * Asks the auth service whether the loaded session still lives (revocation, expiry); if not, the keys
     * leave memory and the kit is told (`ended`). Does nothing without a loaded session or when the
     * service cannot be reached (offline is not signed out; the next unsafe request rechecks anyway).
     */
    async checkSession(): Promise<void> {
      if (!user && !wallet) return;
      const token = storage.getItem(SESSION_KEY);
      if (!token) {
        sessionGone('signed_out');
        return;
      }
      const session = await auth.session(token).catch(() => 'unreachable' as const);
      if (session === undefined && storage.getItem(SESSION_KEY) === token) sessionGone('ended');
    },
    /** Whether a session and keys are loaded (for the page's status line). */
    isSignedIn: () => wallet !== undefined,
  };
}
