// Where the relay keeps its mailboxes: in memory for one instance (tests, `npm start`), or in PostgreSQL
// so that several instances share them (pgRelayStore.ts). Subscribers are always per instance: a socket
// lives on one process; PostgreSQL tells the other instances about each publish (LISTEN/NOTIFY).

/** A published message as the store keeps it until its ttl runs out. */
export interface StoredMessage {
  /** Unique within the store; deliveries are tracked per socket by this id. */
  readonly id: string;
  readonly topic: string;
  readonly message: string;
  readonly tag: number;
  readonly publishedAt: number;
  readonly expiresAt: number;
  /** Identity of the publisher: a message never goes back to it, even over a new socket. */
  readonly publisher: string;
}

export type NewMessage = Omit<StoredMessage, 'id'>;

export interface RelayStore {
  /**
   * Stores a message and tells the other instances; undefined when the topic already holds the same live
   * message (a client retrying a publish whose ack it lost: kept and delivered once).
   */
  add(entry: NewMessage): Promise<StoredMessage | undefined>;
  /** Live messages of a topic that `identity` neither published nor acknowledged, oldest first. */
  pendingFor(topic: string, identity: string): Promise<StoredMessage[]>;
  /** Records that `identity` received the message: a reconnecting client does not get it again. */
  acknowledge(id: string, identity: string): Promise<void>;
  /**
   * Counts `count` requests against `key` in a fixed window of `windowMs` (a window that has ended starts
   * again from them) and resolves with the count in the current window. With PostgreSQL one upsert does it,
   * so every instance on the database counts in the same window.
   */
  hit(key: string, windowMs: number, count: number): Promise<number>;
  /** Drops expired messages; resolves with the number of live ones. */
  sweep(): Promise<number>;
  /** Live messages at the last add or sweep (cheap, for `stats()`). */
  size(): number;
  /** True when the store can serve (the database answers and the notification channel is up). */
  check(): Promise<boolean>;
  /** Stops notifications and closes connections; the relay calls it last, after its sockets closed. */
  close(): Promise<void>;
}

/** What the store calls back: a message published through another instance, and a resynchronisation. */
export interface RelayStoreListener {
  /** Another instance stored this message: deliver it to this instance's subscribers. */
  onRemoteMessage(message: StoredMessage): void;
  /** Notifications may have been missed (the channel reconnected): deliver what is pending. */
  onResync(): void;
}
