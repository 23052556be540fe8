import { createHash, randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import WebSocket from 'ws';

// A raw WebSocket client for the relay's protocol tests: what a WalletConnect client sends and expects,
// its relay-auth token signed with a real Ed25519 key (@noble/curves) to the spec.

export interface Frame {
  id?: unknown;
  method?: string;
  result?: unknown;
  error?: { code: number; message: string };
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } };
}

export interface RawClient {
  request(method: string, params: object, rawId?: string): Promise<Frame>;
  /** Waits for the next `irn_subscription` push (bounded). */
  nextPush(timeoutMs?: number): Promise<Frame>;
  pushes: Frame[];
  ack(push: Frame): void;
  /** Resolves with the close frame's code once the socket is closed (by either side). */
  closed: Promise<number>;
  close(): void;
}

/** An Ed25519 key of the client named `name` (the same for the same name), random without a name. */
export function clientKey(name?: string): Uint8Array {
  return name ? new Uint8Array(createHash('sha256').update(name).digest()) : new Uint8Array(randomBytes(32));
}

/** The client id (did:key) of the key `secretKey`, as the relay-auth spec writes it. */
export function clientIdOf(secretKey: Uint8Array): string {
  return `did:key:z${base58.encode(new Uint8Array([0xed, 0x01, ...ed25519.getPublicKey(secretKey)]))}`;
}

/**
 * A relay-auth token as WalletConnect clients send it: an EdDSA JWT signed by `secretKey`, `iss` its
 * did:key, `aud` the relay URL; `claims` overrides any claim (an expired or foreign token in the tests).
 */
export function signRelayAuth(
  secretKey: Uint8Array,
  aud: string,
  claims: Record<string, unknown> = {},
): string {
  const iat = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: clientIdOf(secretKey),
    sub: randomBytes(8).toString('hex'),
    aud,
    iat,
    exp: iat + 86_400,
  };
  const signed = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ ...payload, ...claims })}`;
  const signature = ed25519.sign(new TextEncoder().encode(signed), secretKey);
  return `${signed}.${Buffer.from(signature).toString('base64url')}`;
}

/**
 * Connects to the relay at `url` as the client `name` (a key of its own, the same for the same name;
 * random without one), with a valid token for `url`, or with `auth` as the token when given.
 */
export async function connectRaw(url: string, name?: string, auth?: string): Promise<RawClient> {
  const token = auth ?? signRelayAuth(clientKey(name), url);
  const socket = new WebSocket(`${url}/?auth=${encodeURIComponent(token)}&projectId=test`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const pushes: Frame[] = [];
  const waiters: Array<(frame: Frame) => void> = [];
  const responses = new Map<string, (frame: Frame) => void>();
  let nextId = 1;
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    const text = data.toString();
    const frame = JSON.parse(text) as Frame;
    if (frame.method === 'irn_subscription') {
      const waiter = waiters.shift();
      if (waiter) waiter(frame);
      else pushes.push(frame);
      return;
    }
    // Keep big ids exact: match on the raw digits.
    const rawId = /"id":(\d+|null)/.exec(text)?.[1] ?? '';
    responses.get(rawId)?.(frame);
  });
  return {
    request(method, params, rawId) {
      const id = rawId ?? String(nextId++);
      return new Promise((resolve) => {
        responses.set(id, resolve);
        socket.send(`{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`);
      });
    },
    nextPush(timeoutMs = 1000) {
      const queued = pushes.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no push within the deadline')), timeoutMs);
        waiters.push((frame) => {
          clearTimeout(timer);
          resolve(frame);
        });
      });
    },
    pushes,
    ack(push) {
      socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }));
    },
    closed,
    close: () => socket.close(),
  };
}

/** Round trip through the relay, so every frame the client sent before it has been handled. */
export async function settle(client: RawClient): Promise<void> {
  await client.request('irn_batchFetchMessages', { topics: [] });
}
