import { type SpawnAnvilReturnType, spawnAnvil } from '../../chain/spawnAnvil';
import { createHttpAuthClient } from '../page/AuthClient';
import { createFrameHost, type FrameStorage } from '../page/createFrameHost';
import type { ApprovalRequest } from '../page/createFrameRpc';
import {
  type StartEmbeddedWalletSandboxReturnType,
  startEmbeddedWalletSandbox,
} from '../startEmbeddedWalletSandbox';

// Integration harness: real anvil, real SMTP catcher, real oidc-provider over HTTP, real PGlite database.
// The host is driven as the kit would drive it: app events in, checked frame events out.

export const appOrigin = 'http://127.0.0.1:5173';
export const appProjectId = 'sandbox';
export const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The frame's storage as a Map, inspectable by tests. */
export function memoryStorage(): FrameStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

export type Reply = { type: string; id: string; payload?: Record<string, unknown> & { message?: string } };

/** The six-digit code in a caught e-mail. */
export const codeIn = (text: string) => /code is (\d{6})/.exec(text)?.[1] ?? '';

/** Starts anvil and the embedded-wallet sandbox for the calling test file (beforeAll / afterAll). */
export function startFrameWorldForTests() {
  let anvil: SpawnAnvilReturnType;
  let world: StartEmbeddedWalletSandboxReturnType;
  beforeAll(async () => {
    anvil = await spawnAnvil({ port: 0, chainId: 31337 });
    world = await startEmbeddedWalletSandbox({
      apiUrl: 'http://127.0.0.1:9', // the allow-list is checked by the browser glue, not by the host
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
    });
  }, 60_000);
  afterAll(async () => {
    await world?.stop();
    await anvil?.stop();
  });

  /**
   * A frame host wired to the world; `decide` answers its approval card (`signal`: the kit withdrew it);
   * `host` and everything it `posted` are there for unsolicited events; `embedding` is the parent page
   * (origin and projectId) the frame serves, the demo's by default.
   */
  function frame(
    storage = memoryStorage(),
    decide: (a: ApprovalRequest, signal?: AbortSignal) => boolean | Promise<boolean> = () => true,
    embedding: { parentOrigin: string; projectId: string } = {
      parentOrigin: appOrigin,
      projectId: appProjectId,
    },
  ) {
    const posted: Reply[] = [];
    const approvals: ApprovalRequest[] = [];
    const host = createFrameHost({
      post: (message) => posted.push(message as Reply),
      auth: createHttpAuthClient(world.frameUrl, embedding),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
      approvals: {
        request: async (approval, signal) => {
          approvals.push(approval);
          return decide(approval, signal);
        },
      },
      storage,
      ...embedding,
      initialChainId: 'eip155:31337',
      pollIntervalMs: 20,
      pollTimeoutMs: 3000,
    });
    let count = 0;
    const send = async (name: string, payload?: unknown): Promise<Reply> => {
      const id = `r${++count}`;
      await host.handle({ type: `@portico-app/${name}`, id, ...(payload === undefined ? {} : { payload }) });
      const reply = posted.filter((message) => message.id === id);
      expect(reply).toHaveLength(1);
      return reply[0] as Reply;
    };
    const ok = async (name: string, payload?: unknown) => {
      const reply = await send(name, payload);
      expect(reply).toMatchObject({ type: `@portico-frame/${name}_SUCCESS` });
      return reply.payload;
    };
    const fails = async (name: string, payload?: unknown) => {
      const reply = await send(name, payload);
      expect(reply.type).toBe(`@portico-frame/${name}_ERROR`);
      return reply.payload?.message;
    };
    return { send, ok, fails, approvals, storage, host, posted };
  }

  /** Signs in by e-mail with the code from the catcher. */
  async function emailLogin(email: string, storage = memoryStorage()) {
    const f = frame(storage);
    const after = Date.now() - 5;
    expect(await f.ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' });
    const mail = await world.mail.waitForMessage(email, { after });
    await f.ok('CONNECT_OTP', { otp: codeIn(mail.text) });
    return f;
  }

  return {
    frame,
    emailLogin,
    get anvil() {
      return anvil;
    },
    get world() {
      return world;
    },
  };
}
