import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { clientAddressOf } from '../api/http/clientAddressOf';
import { createMemoryRelayStore } from './memoryRelayStore';
import { createPgRelayStore } from './pgRelayStore';
import { type Client, RelayCore, type RelayRateLimits } from './relayCore';
import { answerHttp } from './relayHttp';
import type { RelayStore } from './relayStore';
import { type RelayAuthOutcome, verifyRelayAuth } from './verifyRelayAuth';

// A local WalletConnect v2 relay (../shared/INFRA.md, "WalletConnect v2 without internet"): enough of
// the irn protocol for @walletconnect/sign-client, universal-provider and @reown/walletkit to pair,
// settle a session and exchange requests without internet. Messages are end-to-end encrypted by the
// clients; the relay only routes opaque strings by topic. A client's `auth` JWT (the relay-auth spec) is
// verified at the upgrade: a bad one is refused 401, and its `iss` is the client's id. Alone it keeps its
// mailboxes in memory; given a `databaseUrl`, several instances share them (and the rate-limit counters)
// through PostgreSQL (docs/self-hosting.md, "Relay").

export { RATE_LIMITED, RELAY_TAGS, type RelayLimit, type RelayRateLimits } from './relayCore';

export interface StartRelayParameters {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Address to listen on; 127.0.0.1 by default. */
  host?: string;
  /** PostgreSQL shared by several instances (mailboxes, acks, publish notifications); memory when unset. */
  databaseUrl?: string;
  /** Interval of the WebSocket pings clients expect (Node clients drop a socket silent for 35 s). */
  pingIntervalMs?: number;
  /**
   * On stop, how long the relay answers `/readyz` with 503 before it closes its sockets, so a balancer
   * polling it sends reconnections elsewhere (0 by default; a balancer checking every 1 s wants ~2 s).
   */
  drainDelayMs?: number;
  /**
   * Refuse a connection without an `auth` token (401 AUTH_MISSING). A token that is there is always
   * verified. Off by default for the local sandbox; `main.ts` turns it on.
   */
  requireAuth?: boolean;
  /**
   * The relay URLs a token's `aud` may name: the URL clients are given (behind a balancer, its public
   * URL). Default: this relay's own `ws://host:port` (and `ws://localhost:port` on 127.0.0.1).
   */
  audiences?: string[];
  /** Publish and subscribe budgets per client id and per address; none by default. */
  rateLimits?: RelayRateLimits;
  /** The balancers whose `X-Forwarded-For` names the client's address (exact addresses), as the API's. */
  trustedProxies?: string[];
  /** Clock for mailbox expiry, in ms; tests pass their own. */
  now?: () => number;
  /** Receives one line per connection, request and delivery. */
  log?: (line: string) => void;
}

/** Counters for tests and diagnostics. */
export interface RelayStats {
  connections: number;
  /** Subscriptions over all connections. */
  subscriptions: number;
  /** Messages held in mailboxes (not yet expired); with PostgreSQL, as of the last publish or ping round. */
  mailbox: number;
  /** Deliveries pushed and not yet acknowledged. */
  unacknowledged: number;
  /** Deliveries acknowledged by the receiving client. */
  acknowledged: number;
}

export interface StartRelayReturnType {
  /** `ws://{host}:{port}` */
  url: string;
  /** `http://{host}:{port}`: `/healthz` and `/readyz`. */
  httpUrl: string;
  port: number;
  stats(): RelayStats;
  /** Live messages in the mailboxes, counted now (from the database when there is one). */
  mailboxSize(): Promise<number>;
  /** True when `/readyz` would answer 200. */
  ready(): Promise<boolean>;
  /**
   * Graceful stop: not ready, then (after `drainDelayMs`) no new connections, the requests being handled
   * answered, every socket closed with 1001 (going away: clients reconnect, through a balancer to another
   * instance), the database closed last. Resolves when the port is free.
   */
  stop(): Promise<void>;
}

/** Code of the close frame sent on stop: 1001 "going away", which clients answer by reconnecting. */
export const GOING_AWAY = 1001;
/** Bound on waiting for the requests in hand and for the sockets' close handshakes on stop. */
const STOP_WAIT_MS = 2000;

/** Starts the relay and resolves once it listens. */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<StartRelayReturnType> {
  const now = parameters.now ?? Date.now;
  const log = parameters.log ?? (() => undefined);
  let core: RelayCore | undefined;
  const store: RelayStore = parameters.databaseUrl
    ? await createPgRelayStore({
        databaseUrl: parameters.databaseUrl,
        now,
        listener: {
          onRemoteMessage: (message) => core?.deliverToSubscribers(message),
          onResync: () => void core?.redeliver().catch(() => undefined),
        },
      })
    : createMemoryRelayStore(now);
  const relay = new RelayCore(store, now, log, parameters.rateLimits);
  const trustedProxies = new Set(parameters.trustedProxies ?? []);
  let audiences: string[] = [];
  /** The client's id from its token, or why it is refused; undefined when it sent none and may. */
  const admit = (url: string | undefined): RelayAuthOutcome | undefined => {
    let token: string | null = null;
    try {
      token = new URL(url ?? '/', 'ws://relay').searchParams.get('auth');
    } catch {
      // an unparseable URL carries no token
    }
    if (token === null && !parameters.requireAuth) return undefined;
    // Tokens carry wall-clock times: `now` is the mailboxes' clock, which tests move.
    return verifyRelayAuth(token, { audiences, now: Date.now });
  };
  core = relay;
  let stopping = false;
  let nextClient = 1;

  const wss = new WebSocketServer({ noServer: true });
  const health = () => ({
    connections: relay.clients.size,
    database: parameters.databaseUrl ? ('postgres' as const) : ('memory' as const),
    stopping,
  });
  const ready = async () => !stopping && (await store.check());
  const server = createServer((request, response) => {
    answerHttp(request, response, health, ready).catch(() => response.destroy());
  });
  server.on('upgrade', (request, socket, head) => {
    if (stopping) {
      // Not ready: the client (or the balancer's retry) goes to another instance.
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const admitted = admit(request.url);
    if (admitted && !admitted.ok) {
      const body = JSON.stringify({ error: { code: admitted.code, message: admitted.message } });
      log(`refused ${admitted.code}`);
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request, admitted?.clientId));
  });
  wss.on('connection', (socket: WebSocket, request: IncomingMessage, clientId: string | undefined) => {
    const label = `c${nextClient++}`;
    const client: Client = {
      socket,
      label,
      identity: clientId ?? label,
      address: clientAddressOf(request, trustedProxies),
      subscriptions: new Map(),
      pushed: new Set(),
      queue: Promise.resolve(),
    };
    relay.clients.add(client);
    log(`connect ${client.label}`);
    socket.on('message', (data) => relay.receive(client, data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      relay.drop(client);
      log(`close ${client.label}`);
    });
  });

  await listen(server, parameters.port ?? 0, parameters.host ?? '127.0.0.1').catch(async (error) => {
    await store.close();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const host = parameters.host ?? '127.0.0.1';
  audiences = parameters.audiences ?? [
    `ws://${host}:${port}`,
    ...(host === '127.0.0.1' ? [`ws://localhost:${port}`] : []),
  ];

  // Node clients terminate a socket that has not been pinged for 35 s; expired mail is dropped too.
  const ping = setInterval(() => {
    for (const client of relay.clients) client.socket.ping();
    store.sweep().catch(() => undefined);
  }, parameters.pingIntervalMs ?? 15_000);
  ping.unref();

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    stopping = true;
    if (parameters.drainDelayMs) await delay(parameters.drainDelayMs);
    clearInterval(ping);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // The requests in hand are answered before the sockets go (a publish is stored, its ack sent).
    await bounded(Promise.all([...relay.clients].map((client) => client.queue)), STOP_WAIT_MS);
    const sockets = [...relay.clients].map((client) => client.socket);
    for (const socket of sockets) socket.close(GOING_AWAY, 'relay stopping');
    const handshakes = sockets.map((socket) =>
      socket.readyState === socket.CLOSED ? Promise.resolve() : new Promise((r) => socket.once('close', r)),
    );
    await bounded(Promise.all(handshakes), STOP_WAIT_MS);
    for (const socket of sockets) socket.terminate();
    server.closeAllConnections();
    await closed;
    await store.close();
    log('stopped');
  };

  return {
    url: `ws://${host}:${port}`,
    httpUrl: `http://${host}:${port}`,
    port,
    stats: () => {
      let subscriptions = 0;
      for (const client of relay.clients) subscriptions += client.subscriptions.size;
      return {
        connections: relay.clients.size,
        subscriptions,
        mailbox: store.size(),
        unacknowledged: relay.unacknowledged,
        acknowledged: relay.acknowledged,
      };
    },
    mailboxSize: () => store.sweep(),
    ready,
    stop() {
      stopped ??= stop();
      return stopped;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits for `promise`, at most `ms`. */
async function bounded(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
