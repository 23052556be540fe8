import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { createPolkadotDevWallet } from '../../../sandbox/polkadot/devWallet/createPolkadotDevWallet';
import {
  type InjectedWeb3Host,
  installPolkadotDevWallet,
} from '../../../sandbox/polkadot/devWallet/installPolkadotDevWallet';
import {
  type StartPolkadotChainReturnType,
  startPolkadotChain,
} from '../../../sandbox/polkadot/startPolkadotChain';
import { eventually } from '../../../test/eventually';
import { polkadotLocal } from '../../core/networks/chains/polkadot';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { createPolkadotAdapterImpl } from './createPolkadotAdapter';
import { injectedPolkadotProvider } from './injectedPolkadotProvider';
import { polkadotAdapter } from './polkadotAdapter';
import { POLKADOT_CONNECTOR_PREFIX } from './startPolkadotDiscovery';

// A transfer whose websocket closes before it is finalized (issue 27, round 2): the subscription that
// would report finalization ends with the socket, so waitForTransaction must reject with a typed error
// rather than never settle. The chain is the sandbox's Polkadot SIMULATOR (docs/polkadot.md), which
// finalizes at once; a relay in front of it withholds the `finalized` status (a node whose finality
// lags) and can cut its clients' sockets (a node that goes away). The relay is the only stand-in here:
// the kit, the adapter, @polkadot/api, the dev wallet's keys and the chain's ledger are real.

jest.setTimeout(30_000);

const DOT = 10n ** 10n;
const CONNECTOR_ID = `${POLKADOT_CONNECTOR_PREFIX}portico-dev-polkadot`;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A websocket and HTTP relay to the simulator. While `holdFinality` is on, every `finalized` status of
 * a watched extrinsic is kept back (in `withheld`); `drop()` cuts every client socket.
 */
async function startFinalityHoldingRelay(upstream: StartPolkadotChainReturnType) {
  const withheld: unknown[] = [];
  const clients = new Set<WebSocket>();
  const server = createServer(async (req, res) => {
    const answer = await fetch(upstream.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await readBody(req),
    });
    res.setHeader('content-type', 'application/json');
    res.end(await answer.text());
  });
  const sockets = new WebSocketServer({ server });
  const relay = { holdFinality: true, withheld, clients, wsUrl: '', rpcUrl: '' };
  sockets.on('connection', (client) => {
    clients.add(client);
    const node = new WebSocket(upstream.wsUrl);
    const early: string[] = [];
    node.on('open', () => {
      for (const message of early.splice(0)) node.send(message);
    });
    client.on('message', (raw) => {
      if (node.readyState === WebSocket.OPEN) node.send(String(raw));
      else early.push(String(raw));
    });
    node.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { method?: string; params?: { result?: unknown } };
      const result = message.params?.result as { finalized?: string } | undefined;
      if (relay.holdFinality && message.method === 'author_extrinsicUpdate' && result?.finalized)
        withheld.push(message);
      else if (client.readyState === WebSocket.OPEN) client.send(String(raw));
    });
    client.on('close', () => {
      clients.delete(client);
      node.terminate();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(relay, {
    wsUrl: `ws://127.0.0.1:${port}`,
    rpcUrl: `http://127.0.0.1:${port}`,
    /** Cuts every client socket, as a node going away does. */
    drop() {
      for (const client of clients) client.terminate();
    },
    async stop() {
      for (const client of clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

let chain: StartPolkadotChainReturnType;
let relay: Awaited<ReturnType<typeof startFinalityHoldingRelay>>;
const kits: AppKit[] = [];

beforeAll(async () => {
  chain = await startPolkadotChain();
  relay = await startFinalityHoldingRelay(chain);
});
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  relay.holdFinality = true;
  relay.withheld.length = 0;
});
afterAll(async () => {
  await relay?.stop();
  await chain?.stop();
});

const account = (index: number) => chain.accounts[index] as (typeof chain.accounts)[number];
const free = (index: number) =>
  chain.ledger.account(`0x${Buffer.from(account(index).publicKey).toString('hex')}`)?.free;

/** A kit with the Polkadot adapter reaching the simulator through the relay, connected with the dev wallet. */
async function connectedKit(accountIndex: number) {
  const wallet = createPolkadotDevWallet({
    accounts: [{ pair: account(accountIndex).pair, name: account(accountIndex).name }],
  });
  const page = Object.assign(new EventTarget(), {
    injectedWeb3: {} as Record<string, unknown>,
    document: { readyState: 'complete', title: 'Portico connection loss' },
  });
  installPolkadotDevWallet(page as InjectedWeb3Host, wallet);
  const descriptor = polkadotAdapter();
  const kit = createAppKit({
    projectId: 'portico-test',
    networks: [polkadotLocal],
    customRpcUrls: { [polkadotLocal.caipNetworkId]: [relay.rpcUrl] },
    adapters: [descriptor],
    features: { analytics: false },
  });
  kits.push(kit);
  await kit.ready;
  const stop = (await descriptor.discover!()).default({
    window: page as unknown as Window,
    addConnector: (connector) => kit.adapters.addConnector(connector),
    removeConnector: (id) => kit.adapters.removeConnector(id),
    network: () => polkadotLocal,
  });
  stop();
  await kit.adapters.connect(CONNECTOR_ID);
  return kit;
}

test('error: the socket drops before the transfer is finalized: waitForTransaction rejects with PolkadotConnectionLostError instead of never settling; the next transfer reconnects', async () => {
  const kit = await connectedKit(0);
  const before = free(0)!;
  const hash = await kit.adapters.sendTransaction({ to: account(1).address, value: 3n * DOT });
  await eventually(() => (relay.withheld.length > 0 ? true : undefined));
  const waiting = kit.adapters.waitForTransaction(hash);

  relay.drop();
  await expect(waiting).rejects.toMatchObject({
    name: 'PolkadotConnectionLostError',
    data: { hash, url: relay.wsUrl },
  });
  // Why the error says "it may still be finalized": the chain did take it.
  expect(free(0)).toBe(before - 3n * DOT);

  relay.holdFinality = false;
  const next = await kit.adapters.sendTransaction({ to: account(1).address, value: DOT });
  expect(await kit.adapters.waitForTransaction(next)).toEqual({ status: 'success' });
  expect(free(0)).toBe(before - 4n * DOT);
});

test('error: a transfer nobody waits for leaves no unhandled rejection when the socket drops; asking later gives the typed error', async () => {
  // The adapter alone: through a kit there is always a waiter (the kit follows each transfer it sent).
  const adapter = createPolkadotAdapterImpl({
    networks: [polkadotLocal],
    customRpcUrls: { [polkadotLocal.caipNetworkId]: [relay.rpcUrl] },
    projectId: '',
    rpcServiceUrl: '',
  });
  const wallet = createPolkadotDevWallet({ accounts: [{ pair: account(2).pair, name: account(2).name }] });
  const provider = injectedPolkadotProvider(wallet.injected, 'Portico connection loss');
  const transfer = () =>
    adapter.sendTransfer({
      provider,
      network: polkadotLocal,
      request: { from: account(2).address, to: account(1).address, value: DOT },
    });
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    const unwatched = await transfer();
    const watched = await transfer();
    await eventually(() => (relay.withheld.length >= 2 ? true : undefined));
    const waiting = adapter.waitForTransaction({ network: polkadotLocal, hash: watched });

    relay.drop();
    // Both transfers fail together when the socket closes: the watched one shows it happened.
    await expect(waiting).rejects.toMatchObject({ name: 'PolkadotConnectionLostError' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).not.toHaveBeenCalled();
    await expect(
      adapter.waitForTransaction({ network: polkadotLocal, hash: unwatched }),
    ).rejects.toMatchObject({
      name: 'PolkadotConnectionLostError',
      data: { hash: unwatched, url: relay.wsUrl },
    });
  } finally {
    process.off('unhandledRejection', unhandled);
    await adapter.dispose();
  }
});

test('behavior: kit.destroy() closes the adapter websocket; a waitForTransaction still pending rejects with the typed error', async () => {
  const kit = await connectedKit(3);
  const hash = await kit.adapters.sendTransaction({ to: account(1).address, value: DOT });
  await eventually(() => (relay.withheld.length > 0 && relay.clients.size > 0 ? true : undefined));
  // The adapter's own wait: the kit's action would find no wallet runtime once the kit is gone.
  const adapter = await kit.adapters.loadAdapter('polkadot');
  const waiting = adapter.waitForTransaction({ network: polkadotLocal, hash });

  kit.destroy();
  await expect(waiting).rejects.toMatchObject({ name: 'PolkadotConnectionLostError', data: { hash } });
  await eventually(() => (relay.clients.size === 0 ? true : undefined));
});
