import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

// A stranger on the relay: anyone who saw a QR code has its pairing topic and can publish to it. Used by
// the tests of issue 22's hole 3 (Node and browser) to send garbage where the kit listens.

/** Publishes each message to `topic` over a socket of its own; resolves once the relay took them all. */
export async function publishToRelay(relayUrl: string, topic: string, messages: string[]): Promise<void> {
  const socket = new WebSocket(relayUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const pending = new Map<number, () => void>();
  socket.on('message', (data) => {
    const { id } = JSON.parse(data.toString()) as { id?: number };
    if (id !== undefined) pending.get(id)?.();
  });
  await Promise.all(
    messages.map(
      (message, index) =>
        new Promise<void>((resolve) => {
          pending.set(index + 1, resolve);
          const params = { topic, message, ttl: 300, tag: 1000 };
          socket.send(JSON.stringify({ id: index + 1, jsonrpc: '2.0', method: 'irn_publish', params }));
        }),
    ),
  );
  socket.close();
}

/** Not base64, empty, random envelopes of each type, plain JSON: nothing a WalletConnect peer sends. */
export function relayGarbage(): string[] {
  return [
    '',
    'not base64 at all!',
    '%%%%',
    'AA==',
    randomBytes(1).toString('base64'),
    randomBytes(40).toString('base64'),
    randomBytes(300).toString('base64'),
    Buffer.concat([Buffer.from([0]), randomBytes(60)]).toString('base64'),
    Buffer.concat([Buffer.from([1]), randomBytes(80)]).toString('base64'),
    Buffer.concat([Buffer.from([2]), randomBytes(60)]).toString('base64'),
    randomBytes(60).toString('base64url'),
    '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPropose","params":{}}',
  ];
}

/** The topic of a `wc:` pairing URI. */
export function pairingTopicOf(uri: string): string {
  const topic = /^wc:([0-9a-f]{64})@2/.exec(uri)?.[1];
  if (!topic) throw new Error(`no pairing topic in ${uri}`);
  return topic;
}
