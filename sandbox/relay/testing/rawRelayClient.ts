import WebSocket from 'ws';

// A raw WebSocket client for the relay's protocol tests: what a WalletConnect client sends and expects.

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

/** A JWT-shaped auth token whose `iss` is the client's id (the relay reads it, never verifies it). */
export const authFor = (iss: string) =>
  ['{"alg":"EdDSA"}', JSON.stringify({ iss })]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.signature';

/** Connects to the relay at `url` as `iss` (no usable auth token without one). */
export async function connectRaw(url: string, iss?: string): Promise<RawClient> {
  const auth = iss ? authFor(iss) : 'not-a-jwt';
  const socket = new WebSocket(`${url}/?auth=${auth}&projectId=test`);
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
