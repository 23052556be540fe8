import type { WebSocket } from 'ws';
import type { PolkadotLedger, SimulatedBlock } from './createPolkadotLedger';
import { headerJson } from './polkadotRpcMethods';
import { POLKADOT_RUNTIME_VERSION } from './polkadotRuntime';

// The simulator's websocket subscriptions, in a node's wire format: the call answers a subscription
// id, then notifications `{ method: <notification>, params: { subscription, result } }` follow (after
// the answer). Blocks are final at once, so new, all and finalized heads are the same stream, and an
// extrinsic goes ready -> inBlock -> finalized in one turn.

interface SubscriptionContext {
  ledger: PolkadotLedger;
  socket: WebSocket;
}

type Subscribe = (params: readonly unknown[], context: SubscriptionContext) => unknown;

let nextId = 1;
/** Live subscriptions by id: their stop functions (unsubscribe calls and closed sockets end them). */
const live = new Map<string, () => void>();
/** Each socket's subscription ids, ended together when it closes (one close listener per socket). */
const bySocket = new WeakMap<WebSocket, Set<string>>();

const track = (socket: WebSocket, id: string) => {
  let ids = bySocket.get(socket);
  if (!ids) {
    const owned = new Set<string>();
    ids = owned;
    bySocket.set(socket, owned);
    socket.once('close', () => {
      for (const ownedId of owned) end(ownedId);
    });
  }
  ids.add(id);
};

/** Opens a subscription: `start(notify)` may notify now (sent after the answer) and returns its stop. */
function open(
  { socket }: SubscriptionContext,
  notification: string,
  start: (notify: (result: unknown) => void) => (() => void) | undefined,
): string {
  const id = `sim-${nextId++}`;
  const notify = (result: unknown) => {
    if (socket.readyState === socket.OPEN)
      socket.send(
        JSON.stringify({ jsonrpc: '2.0', method: notification, params: { subscription: id, result } }),
      );
  };
  setImmediate(() => {
    if (!live.has(id)) return;
    const stop = start(notify);
    live.set(id, () => stop?.());
  });
  live.set(id, () => undefined);
  track(socket, id);
  return id;
}

const end = (id: unknown) => {
  const stop = live.get(String(id));
  live.delete(String(id));
  stop?.();
  return stop !== undefined;
};

const heads =
  (notification: string): Subscribe =>
  (_params, context) =>
    open(context, notification, (notify) => {
      const { ledger } = context;
      notify(headerJson(ledger.blocks[ledger.bestNumber()] as SimulatedBlock));
      return ledger.onBlock((block) => notify(headerJson(block)));
    });

const unsubscribe: Subscribe = ([id]) => end(id);

/** The subscription methods by name (websocket only). */
export const subscriptionMethods: Record<string, Subscribe> = {
  chain_subscribeNewHeads: heads('chain_newHead'),
  chain_subscribeAllHeads: heads('chain_allHead'),
  chain_subscribeFinalizedHeads: heads('chain_finalizedHead'),
  chain_unsubscribeNewHeads: unsubscribe,
  chain_unsubscribeAllHeads: unsubscribe,
  chain_unsubscribeFinalizedHeads: unsubscribe,
  state_subscribeRuntimeVersion: (_params, context) =>
    open(context, 'state_runtimeVersion', (notify) => {
      notify(POLKADOT_RUNTIME_VERSION);
      return undefined;
    }),
  state_unsubscribeRuntimeVersion: unsubscribe,
  // Every watched key is sent at start and again after each block (the ledger changes only then).
  state_subscribeStorage: ([keys], context) =>
    open(context, 'state_storage', (notify) => {
      const list = (Array.isArray(keys) ? keys : []).map(String);
      const send = (block: SimulatedBlock) =>
        notify({ block: block.hash, changes: list.map((key) => [key, context.ledger.storage(key)]) });
      send(context.ledger.blocks[context.ledger.bestNumber()] as SimulatedBlock);
      return context.ledger.onBlock(send);
    }),
  state_unsubscribeStorage: unsubscribe,
  // The extrinsic is checked and applied before the answer: a refusal is the call's error, as a
  // node's pool refuses an invalid transaction before it hands out a subscription.
  author_submitAndWatchExtrinsic: ([hex], context) => {
    const { block } = context.ledger.submit(hex);
    return open(context, 'author_extrinsicUpdate', (notify) => {
      notify('ready');
      notify({ inBlock: block.hash });
      notify({ finalized: block.hash });
      return undefined;
    });
  },
  author_unwatchExtrinsic: unsubscribe,
};
