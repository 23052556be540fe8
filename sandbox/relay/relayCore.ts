import { createHash } from 'node:crypto';
import type { WebSocket } from 'ws';
import { idKey, isRpcId, parseFrame, type RelayRpcId, stringifyFrame } from './relayJson';
import type { RelayStore, StoredMessage } from './relayStore';

// The relay's routing, per instance: sockets, their subscriptions, deliveries awaiting an ack. The
// mailboxes are the store's (memory or PostgreSQL). Each socket's frames are handled one after the
// other (the store is asynchronous, and a client pipelines subscribe and publish).

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

export interface Client {
  readonly socket: WebSocket;
  readonly label: string;
  /** The client's id (the `iss` of its auth JWT): the same across reconnections and instances. */
  readonly identity: string;
  /** The client's network address (behind a trusted balancer, the one it forwarded): per-address limits. */
  readonly address: string;
  /** topic -> subscription id */
  readonly subscriptions: Map<string, string>;
  /** Ids of the messages pushed on this socket (acknowledged or not): never pushed twice. */
  readonly pushed: Set<string>;
  /** The frame being handled and those queued behind it. */
  queue: Promise<void>;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A budget per window: so many per client id (the token's `iss`) and so many per network address. */
export interface RelayLimit {
  perClient: number;
  perAddress: number;
  windowMs: number;
}

/**
 * Publishes (each message of a batch counts) and subscriptions (each topic counts), counted in the store:
 * with PostgreSQL one budget across every instance on the database. No limit when absent.
 */
export interface RelayRateLimits {
  publish?: RelayLimit;
  subscribe?: RelayLimit;
}

/**
 * The JSON-RPC error of an over-limit request (EIP-1474's "limit exceeded"; the relay protocol names
 * none): the request does nothing, the socket stays open, and the client may retry after the window.
 */
export const RATE_LIMITED = -32005;

export class RelayCore {
  readonly clients = new Set<Client>();
  private readonly subscribers = new Map<string, Set<Client>>();
  private readonly pendingAcks = new Map<string, { client: Client; messageId: string }>();
  acknowledged = 0;
  private nextDeliveryId = 1;

  constructor(
    private readonly store: RelayStore,
    private readonly now: () => number,
    private readonly log: (line: string) => void,
    private readonly limits: RelayRateLimits = {},
  ) {}

  /** Counts `count` requests of `kind` for the client and its address; throws RATE_LIMITED past either. */
  private async enforce(client: Client, kind: keyof RelayRateLimits, count: number): Promise<void> {
    const limit = this.limits[kind];
    if (!limit || count === 0) return;
    const budgets = [
      { key: `${kind}:client:${client.identity}`, max: limit.perClient, per: 'client' },
      { key: `${kind}:address:${client.address}`, max: limit.perAddress, per: 'address' },
    ];
    for (const budget of budgets) {
      const hits = await this.store.hit(budget.key, limit.windowMs, count);
      if (hits > budget.max) {
        const seconds = Math.ceil(limit.windowMs / 1000);
        throw new RpcError(
          RATE_LIMITED,
          `Too many requests: at most ${budget.max} ${kind === 'publish' ? 'publishes' : 'subscriptions'} per ${budget.per} every ${seconds} s`,
        );
      }
    }
  }

  get unacknowledged(): number {
    return this.pendingAcks.size;
  }

  /** Queues a frame behind the socket's earlier ones. */
  receive(client: Client, raw: string): void {
    client.queue = client.queue.then(() => this.onFrame(client, raw)).catch(() => undefined);
  }

  /** A socket closed: its subscriptions end; unacknowledged deliveries stay in the mailbox. */
  drop(client: Client): void {
    this.clients.delete(client);
    for (const topic of [...client.subscriptions.keys()]) this.unsubscribe(client, topic);
    for (const [key, pending] of this.pendingAcks)
      if (pending.client === client) this.pendingAcks.delete(key);
  }

  /** Another instance stored a message: push it to this instance's subscribers of the topic. */
  deliverToSubscribers(message: StoredMessage): void {
    for (const client of this.subscribers.get(message.topic) ?? []) this.deliver(client, message);
  }

  /** Pushes to every socket here what is pending for it (after missed notifications). */
  async redeliver(): Promise<void> {
    for (const client of this.clients) {
      for (const topic of client.subscriptions.keys()) {
        for (const message of await this.store.pendingFor(topic, client.identity)) {
          this.deliver(client, message);
        }
      }
    }
  }

  private send(client: Client, frame: object): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(stringifyFrame(frame));
  }

  private deliver(client: Client, message: StoredMessage): void {
    const subscriptionId = client.subscriptions.get(message.topic);
    if (subscriptionId === undefined || message.publisher === client.identity) return;
    if (client.pushed.has(message.id)) return;
    client.pushed.add(message.id);
    const id = this.nextDeliveryId++;
    this.pendingAcks.set(String(id), { client, messageId: message.id });
    const { topic, publishedAt, tag } = message;
    this.log(`deliver ${client.label} topic=${short(topic)} tag=${tag}`);
    this.send(client, {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId, data: { topic, message: message.message, publishedAt, tag } },
    });
  }

  private async subscribe(client: Client, topic: string): Promise<string> {
    let id = client.subscriptions.get(topic);
    if (id === undefined) {
      id = createHash('sha256').update(`${client.identity}:${topic}`).digest('hex');
      client.subscriptions.set(topic, id);
      const set = this.subscribers.get(topic) ?? new Set<Client>();
      this.subscribers.set(topic, set);
      set.add(client);
    }
    // A late subscriber gets what was published before it subscribed (and not acknowledged by it).
    for (const message of await this.store.pendingFor(topic, client.identity)) this.deliver(client, message);
    return id;
  }

  private unsubscribe(client: Client, topic: string): void {
    client.subscriptions.delete(topic);
    const set = this.subscribers.get(topic);
    set?.delete(client);
    if (set?.size === 0) this.subscribers.delete(topic);
  }

  private async publish(publisher: Client, topic: string, message: string, ttl: unknown, tag: unknown) {
    const publishedAt = this.now();
    const stored = await this.store.add({
      topic,
      message,
      tag: typeof tag === 'number' ? tag : 0,
      publishedAt,
      expiresAt: publishedAt + ttlSeconds(ttl) * 1000,
      publisher: publisher.identity,
    });
    if (!stored) return; // the same message again: kept and delivered once
    this.log(`publish ${publisher.label} topic=${short(topic)} tag=${stored.tag}`);
    this.deliverToSubscribers(stored);
  }

  private async fetchMessages(client: Client, topics: string[]) {
    // Subscribing pushes the mailbox, so this returns only what was never pushed to this socket.
    const messages = [];
    for (const topic of topics) {
      for (const entry of await this.store.pendingFor(topic, client.identity)) {
        if (client.pushed.has(entry.id)) continue;
        client.pushed.add(entry.id);
        const { message, publishedAt, tag } = entry;
        messages.push({ topic, message, publishedAt, tag });
      }
    }
    return { messages, hasMore: false };
  }

  private async handle(client: Client, method: string, params: Record<string, unknown>): Promise<unknown> {
    switch (method) {
      case 'irn_subscribe': {
        const topic = topicOf(params.topic);
        await this.enforce(client, 'subscribe', 1);
        return this.subscribe(client, topic);
      }
      case 'irn_batchSubscribe': {
        const topics = arrayOf(params.topics, 'topics').map(topicOf);
        await this.enforce(client, 'subscribe', topics.length);
        const ids = [];
        for (const topic of topics) ids.push(await this.subscribe(client, topic));
        return ids;
      }
      case 'irn_unsubscribe':
        this.unsubscribe(client, topicOf(params.topic));
        return true;
      case 'irn_batchUnsubscribe':
        for (const item of arrayOf(params.subscriptions, 'subscriptions')) {
          this.unsubscribe(client, topicOf(objectOf(item).topic));
        }
        return true;
      case 'irn_publish': {
        const [topic, message] = [topicOf(params.topic), messageOf(params.message)];
        await this.enforce(client, 'publish', 1);
        await this.publish(client, topic, message, params.ttl, params.tag);
        return true;
      }
      case 'irn_batchPublish': {
        // Checked whole before any is counted or stored: a bad item changes nothing.
        const items = arrayOf(params.messages, 'messages').map((item) => {
          const m = objectOf(item);
          return { topic: topicOf(m.topic), message: messageOf(m.message), ttl: m.ttl, tag: m.tag };
        });
        await this.enforce(client, 'publish', items.length);
        for (const m of items) await this.publish(client, m.topic, m.message, m.ttl, m.tag);
        return true;
      }
      case 'irn_batchFetchMessages':
        return this.fetchMessages(client, arrayOf(params.topics, 'topics').map(topicOf));
      case 'wc_proposeSession': {
        // The dapp's proposal: the relay subscribes the dapp to the pairing topic and publishes for it.
        const pairingTopic = topicOf(params.pairingTopic);
        const proposal = messageOf(params.sessionProposal);
        await this.enforce(client, 'subscribe', 1);
        await this.enforce(client, 'publish', 1);
        await this.subscribe(client, pairingTopic);
        await this.publish(client, pairingTopic, proposal, params.ttl, RELAY_TAGS.sessionPropose);
        return true;
      }
      case 'wc_approveSession': {
        // The wallet's approval: subscribe it to the session, answer on the pairing, settle on the session.
        const sessionTopic = topicOf(params.sessionTopic);
        const pairingTopic = topicOf(params.pairingTopic);
        const response = messageOf(params.sessionProposalResponse);
        const settlement = messageOf(params.sessionSettlementRequest);
        await this.enforce(client, 'subscribe', 1);
        await this.enforce(client, 'publish', 2);
        await this.subscribe(client, sessionTopic);
        await this.publish(client, pairingTopic, response, params.ttl, RELAY_TAGS.sessionProposeResponse);
        await this.publish(client, sessionTopic, settlement, params.ttl, RELAY_TAGS.sessionSettle);
        return true;
      }
      default:
        throw new RpcError(-32601, `Method not found: ${method}`);
    }
  }

  private async onFrame(client: Client, raw: string): Promise<void> {
    const frame = parseFrame(raw);
    if (!frame) {
      this.send(client, { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } });
      return;
    }
    const { id, method } = frame;
    if (typeof method !== 'string') {
      await this.onAck(client, id);
      return;
    }
    if (!isRpcId(id)) return; // a notification: nothing to answer
    try {
      const result = await this.handle(client, method, objectOf(frame.params ?? {}));
      this.respond(client, id, { result });
    } catch (error) {
      // A store failure (the database unreachable) is an internal error; the client retries.
      const rpc = error instanceof RpcError ? error : new RpcError(-32603, String(error));
      this.log(`error ${client.label} ${method}: ${rpc.message}`);
      this.respond(client, id, { error: { code: rpc.code, message: rpc.message } });
    }
  }

  /** A response frame: the ack of a delivery. */
  private async onAck(client: Client, id: unknown): Promise<void> {
    const key = idKey(id);
    const pending = key === undefined ? undefined : this.pendingAcks.get(key);
    if (key === undefined || pending?.client !== client) return;
    this.pendingAcks.delete(key);
    this.acknowledged++;
    await this.store.acknowledge(pending.messageId, client.identity);
  }

  private respond(client: Client, id: RelayRpcId, body: { result: unknown } | { error: object }): void {
    this.send(client, { id, jsonrpc: '2.0', ...body });
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
