import type { NewMessage, RelayStore, StoredMessage } from './relayStore';

// One instance's mailboxes in memory: what the relay always did. Expired messages are dropped lazily
// (on every read) and on the relay's ping round.

interface Entry extends StoredMessage {
  readonly acknowledgedBy: Set<string>;
}

export function createMemoryRelayStore(now: () => number): RelayStore {
  const mailbox = new Map<string, Entry[]>();
  const windows = new Map<string, { start: number; hits: number; endsAt: number }>();
  let nextId = 1;

  const live = (topic: string): Entry[] => {
    const entries = mailbox.get(topic);
    if (!entries) return [];
    const time = now();
    const kept = entries.filter((entry) => entry.expiresAt > time);
    if (kept.length === 0) mailbox.delete(topic);
    else if (kept.length !== entries.length) mailbox.set(topic, kept);
    return kept;
  };

  const size = () => {
    let count = 0;
    for (const topic of [...mailbox.keys()]) count += live(topic).length;
    return count;
  };

  return {
    async add(message: NewMessage) {
      const entries = live(message.topic);
      if (entries.some((entry) => entry.message === message.message)) return undefined;
      const entry: Entry = { ...message, id: String(nextId++), acknowledgedBy: new Set() };
      mailbox.set(message.topic, [...entries, entry]);
      return entry;
    },
    async pendingFor(topic, identity) {
      return live(topic).filter(
        (entry) => entry.publisher !== identity && !entry.acknowledgedBy.has(identity),
      );
    },
    async acknowledge(id, identity) {
      for (const entries of mailbox.values()) {
        entries.find((entry) => entry.id === id)?.acknowledgedBy.add(identity);
      }
    },
    async hit(key, windowMs, count) {
      const time = now();
      const current = windows.get(key);
      const window =
        current && current.endsAt > time ? current : { start: time, hits: 0, endsAt: time + windowMs };
      window.hits += count;
      windows.set(key, window);
      return window.hits;
    },
    async sweep() {
      const time = now();
      for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
      return size();
    },
    size,
    async check() {
      return true;
    },
    async close() {
      mailbox.clear();
      windows.clear();
    },
  };
}
