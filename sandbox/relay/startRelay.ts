import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { idKey, isRpcId, parseFrame, type RelayRpcId, stringifyFrame } from './relayJson';

// A local WalletConnect v2 relay (../shared/INFRA.md, "WalletConnect v2 without internet"): enough of
// the irn protocol for @walletconnect/sign-client, universal-provider and @reown/walletkit to pair,
// settle a session and exchange requests without internet. Messages are end-to-end encrypted by the
// clients; the relay only routes opaque strings by topic. Authentication (the `auth` JWT in the URL)
// is accepted and ignored.

export interface StartRelayParameters {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Interval of the WebSocket pings clients expect (Node clients drop a socket silent for 35 s). */
  pingIntervalMs?: number;
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
  /** Messages held in mailboxes (not yet expired). */
  mailbox: number;
  /** Deliveries pushed and not yet acknowledged. */
  unacknowledged: number;
  /** Deliveries acknowledged by the receiving client. */
  acknowledged: number;
}

export interface StartRelayReturnType {
  /** `ws://127.0.0.1:{port}` */
  url: string;
  port: number;
  stats(): RelayStats;
  /** Closes every connection and the server. */
  stop(): Promise<void>;
}

/** Tags of the messages the relay publishes itself for `wc_proposeSession` / `wc_approveSession`. */
export const RELAY_TAGS = {
  sessionPropose: 1100,
  sessionProposeResponse: 1101,
  sessionSettle: 1102,
} as const;

/** Mailbox lifetime when a publish gives no usable ttl (the clients' default, 5 min). */
const DEFAULT_TTL_SECONDS = 300;
/** The real relay keeps messages at most 30 days. */
const MAX_TTL_SECONDS = 30 * 24 * 3600;

interface Client {
  readonly socket: WebSocket;
  readonly label: string;
  /** The client's id (the `iss` of its auth JWT): the same across reconnections. */
  readonly identity: string;
  /** topic -> subscription id */
  readonly subscriptions: Map<string, string>;
}

interface MailboxEntry {
  topic: string;
  message: string;
  tag: number;
  publishedAt: number;
  expiresAt: number;
  /** Identity of the publisher: a message never goes back to it, even over a new socket. */
  publisher: string;
  /** Sockets the message was pushed to (and not acknowledged yet, or acknowledged). */
  pushed: WeakSet<Client>;
  /** Identities that acknowledged it: a reconnecting client does not get it again. */
  acknowledgedBy: Set<string>;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Starts the relay on 127.0.0.1 and resolves once it listens. */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<StartRelayReturnType> {
  const now = parameters.now ?? Date.now;
  const log = parameters.log ?? (() => undefined);
  const clients = new Set<Client>();
  const subscribers = new Map<string, Set<Client>>();
  const mailbox = new Map<string, MailboxEntry[]>();
  const pendingAcks = new Map<string, { client: Client; entry: MailboxEntry }>();
  let acknowledged = 0;
  let nextDeliveryId = 1;
  let nextClient = 1;

  const server = new WebSocketServer({ host: '127.0.0.1', port: parameters.port ?? 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;

  const send = (client: Client, frame: object) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(stringifyFrame(frame));
  };

  const liveEntries = (topic: string): MailboxEntry[] => {
    const entries = mailbox.get(topic);
    if (!entries) return [];
    const time = now();
    const live = entries.filter((entry) => entry.expiresAt > time);
    if (live.length === 0) mailbox.delete(topic);
    else if (live.length !== entries.length) mailbox.set(topic, live);
    return live;
  };

  const deliver = (client: Client, entry: MailboxEntry) => {
    const subscriptionId = client.subscriptions.get(entry.topic);
    if (subscriptionId === undefined || !isFor(client, entry)) return;
    entry.pushed.add(client);
    const id = nextDeliveryId++;
    pendingAcks.set(String(id), { client, entry });
    const { topic, message, publishedAt, tag } = entry;
    log(`deliver ${client.label} topic=${short(topic)} tag=${tag}`);
    send(client, {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId, data: { topic, message, publishedAt, tag } },
    });
  };

  const subscribe = (client: Client, topic: string): string => {
    let id = client.subscriptions.get(topic);
    if (id === undefined) {
      id = createHash('sha256').update(`${client.identity}:${topic}`).digest('hex');
      client.subscriptions.set(topic, id);
      const set = subscribers.get(topic) ?? new Set<Client>();
      subscribers.set(topic, set);
      set.add(client);
    }
    // A late subscriber gets what was published before it subscribed.
    for (const entry of liveEntries(topic)) deliver(client, entry);
    return id;
  };

  const unsubscribe = (client: Client, topic: string) => {
    client.subscriptions.delete(topic);
    const set = subscribers.get(topic);
    set?.delete(client);
    if (set?.size === 0) subscribers.delete(topic);
  };

  const publish = (publisher: Client, topic: string, message: string, ttl: unknown, tag: unknown) => {
    const entries = liveEntries(topic);
    // A client that did not see the ack publishes again: keep and deliver the message once.
    if (entries.some((entry) => entry.message === message)) return;
    const publishedAt = now();
    const entry: MailboxEntry = {
      topic,
      message,
      tag: typeof tag === 'number' ? tag : 0,
      publishedAt,
      expiresAt: publishedAt + ttlSeconds(ttl) * 1000,
      publisher: publisher.identity,
      pushed: new WeakSet(),
      acknowledgedBy: new Set(),
    };
    mailbox.set(topic, [...entries, entry]);
    log(`publish ${publisher.label} topic=${short(topic)} tag=${entry.tag}`);
    for (const client of subscribers.get(topic) ?? []) deliver(client, entry);
  };

  const handle = (client: Client, method: string, params: Record<string, unknown>): unknown => {
    switch (method) {
      case 'irn_subscribe':
        return subscribe(client, topicOf(params.topic));
      case 'irn_batchSubscribe':
        return arrayOf(params.topics, 'topics').map((topic) => subscribe(client, topicOf(topic)));
      case 'irn_unsubscribe':
        unsubscribe(client, topicOf(params.topic));
        return true;
      case 'irn_batchUnsubscribe':
        for (const item of arrayOf(params.subscriptions, 'subscriptions')) {
          unsubscribe(client, topicOf(objectOf(item).topic));
        }
        return true;
      case 'irn_publish':
        publish(client, topicOf(params.topic), messageOf(params.message), params.ttl, params.tag);
        return true;
      case 'irn_batchPublish':
        for (const item of arrayOf(params.messages, 'messages')) {
          const m = objectOf(item);
          publish(client, topicOf(m.topic), messageOf(m.message), m.ttl, m.tag);
        }
        return true;
      case 'irn_batchFetchMessages': {
        // Subscribing pushes the mailbox, so this returns only what was never pushed to this client.
        const messages = [];
        for (const topic of arrayOf(params.topics, 'topics').map(topicOf)) {
          for (const entry of liveEntries(topic)) {
            if (!isFor(client, entry)) continue;
            entry.pushed.add(client);
            const { message, publishedAt, tag } = entry;
            messages.push({ topic, message, publishedAt, tag });
          }
        }
        return { messages, hasMore: false };
      }
      case 'wc_proposeSession': {
        // The dapp's proposal: the relay subscribes the dapp to the pairing topic and publishes for it.
        const pairingTopic = topicOf(params.pairingTopic);
        subscribe(client, pairingTopic);
        publish(
          client,
          pairingTopic,
          messageOf(params.sessionProposal),
          params.ttl,
          RELAY_TAGS.sessionPropose,
        );
        return true;
      }
      case 'wc_approveSession': {
        // The wallet's approval: subscribe it to the session, answer on the pairing, settle on the session.
        const sessionTopic = topicOf(params.sessionTopic);
        const pairingTopic = topicOf(params.pairingTopic);
        subscribe(client, sessionTopic);
        publish(
          client,
          pairingTopic,
          messageOf(params.sessionProposalResponse),
          params.ttl,
          RELAY_TAGS.sessionProposeResponse,
        );
        publish(
          client,
          sessionTopic,
          messageOf(params.sessionSettlementRequest),
          params.ttl,
          RELAY_TAGS.sessionSettle,
        );
        return true;
      }
      default:
        throw new RpcError(-32601, `Method not found: ${method}`);
    }
  };

  const onFrame = (client: Client, raw: string) => {
    const frame = parseFrame(raw);
    if (!frame) {
      send(client, { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } });
      return;
    }
    const { id, method } = frame;
    if (typeof method !== 'string') {
      // A response: the ack of a delivery.
      const key = idKey(id);
      const pending = key === undefined ? undefined : pendingAcks.get(key);
      if (key !== undefined && pending?.client === client) {
        pendingAcks.delete(key);
        pending.entry.acknowledgedBy.add(client.identity);
        acknowledged++;
      }
      return;
    }
    if (!isRpcId(id)) return; // a notification: nothing to answer
    try {
      const result = handle(client, method, objectOf(frame.params ?? {}));
      respond(client, id, { result });
    } catch (error) {
      const rpc = error instanceof RpcError ? error : new RpcError(-32603, String(error));
      log(`error ${client.label} ${method}: ${rpc.message}`);
      respond(client, id, { error: { code: rpc.code, message: rpc.message } });
    }
  };

  const respond = (client: Client, id: RelayRpcId, body: { result: unknown } | { error: object }) => {
    send(client, { id, jsonrpc: '2.0', ...body });
  };

  server.on('connection', (socket, request) => {
    const label = `c${nextClient++}`;
    const identity = clientIdentity(request.url) ?? label;
    const client: Client = { socket, label, identity, subscriptions: new Map() };
    clients.add(client);
    log(`connect ${client.label}`);
    socket.on('message', (data) => onFrame(client, data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clients.delete(client);
      for (const topic of [...client.subscriptions.keys()]) unsubscribe(client, topic);
      // Unacknowledged deliveries stay in the mailbox; the client gets them again when it reconnects.
      for (const [key, pending] of pendingAcks) if (pending.client === client) pendingAcks.delete(key);
      log(`close ${client.label}`);
    });
  });

  // Node clients terminate a socket that has not been pinged for 35 s; expired mail is dropped too.
  const ping = setInterval(() => {
    for (const client of clients) client.socket.ping();
    for (const topic of [...mailbox.keys()]) liveEntries(topic);
  }, parameters.pingIntervalMs ?? 15_000);
  ping.unref();

  let stopping: Promise<void> | undefined;
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    stats: () => {
      let messages = 0;
      for (const topic of [...mailbox.keys()]) messages += liveEntries(topic).length;
      let subscriptions = 0;
      for (const client of clients) subscriptions += client.subscriptions.size;
      return {
        connections: clients.size,
        subscriptions,
        mailbox: messages,
        unacknowledged: pendingAcks.size,
        acknowledged,
      };
    },
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        clearInterval(ping);
        for (const client of clients) client.socket.terminate();
        server.close(() => resolve());
      });
      return stopping;
    },
  };
}

/** A message goes to a client that did not publish it, was not pushed it on this socket, and did not ack it. */
function isFor(client: Client, entry: MailboxEntry): boolean {
  return (
    entry.publisher !== client.identity &&
    !entry.pushed.has(client) &&
    !entry.acknowledgedBy.has(client.identity)
  );
}

/** The `iss` claim of the `auth` JWT in the connection URL (not verified: this relay is local). */
export function clientIdentity(url: string | undefined): string | undefined {
  const auth = new URL(url ?? '/', 'ws://relay').searchParams.get('auth');
  const payload = auth?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const iss = typeof claims === 'object' && claims !== null ? (claims as { iss?: unknown }).iss : undefined;
    return typeof iss === 'string' && iss !== '' ? iss : undefined;
  } catch {
    return undefined;
  }
}

function short(topic: string): string {
  return topic.slice(0, 8);
}

function ttlSeconds(ttl: unknown): number {
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) return DEFAULT_TTL_SECONDS;
  return Math.min(ttl, MAX_TTL_SECONDS);
}

function topicOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new RpcError(-32602, 'Invalid params: topic');
  return value;
}

function messageOf(value: unknown): string {
  if (typeof value !== 'string') throw new RpcError(-32602, 'Invalid params: message');
  return value;
}

function arrayOf(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value)) throw new RpcError(-32602, `Invalid params: ${name}`);
  return value;
}

function objectOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RpcError(-32602, 'Invalid params');
  }
  return value as Record<string, unknown>;
}
